/**
 * Critical markers written in a roll: `{cs:>=25}` and `{cf:<=6}` test the
 * total, `{*cs:==20}` and `{*cf:==1}` the natural dice. They only change the
 * outcome of a roll that has a comparison.
 */
import type { ComparisonSign } from "../types";

export interface CriticalMarker {
	kind: "success" | "failure";
	natural: boolean;
	sign: ComparisonSign;
	value: string;
}

const MARKER = /\{(\*?)c([sf]):(==|!=|>=|<=|>|<|=)([^}]+)\}/gi;

export function extractCriticalMarkers(text: string): { text: string; markers: CriticalMarker[] } {
	const markers: CriticalMarker[] = [];
	const rest = text.replace(MARKER, (_match, star: string, kind: string, sign: string, value: string) => {
		markers.push({
			kind: kind.toLowerCase() === "s" ? "success" : "failure",
			natural: star === "*",
			sign: sign as ComparisonSign,
			value: value.trim(),
		});
		return "";
	});
	return { text: rest, markers };
}
