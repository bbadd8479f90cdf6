/**
 * The text to roll once values and `{{ }}` blocks are in place, as core's
 * `prepareDice` cleans it: standardized, doubled signs tidied, a leading `+`
 * dropped, critical markers taken out (the bot reads them apart).
 */
import { normalizeOperators } from "../operators";
import { standardizeNotation } from "../standardize";
import { type CriticalMarker, extractCriticalMarkers } from "./criticalMarkers";

export function readRollText(calculated: string): { text: string; markers: CriticalMarker[] } {
	return extractCriticalMarkers(normalizeOperators(standardizeNotation(calculated)).replace(/^\+/, "").trim());
}
