// A few lines of SVG for a distribution or a curve: one bar per value, the
// chosen value and the rolled result set apart, the first and last values and
// the highest bar written under it. The numbers themselves are in the table
// that always goes with it; the picture is described to screen readers in one sentence.
import clsx from "clsx";
import styles from "./styles.module.css";

interface Bar {
	value: number;
	height: number;
}

interface Props {
	bars: readonly Bar[];
	/** One sentence for screen readers: what the chart shows. */
	label: string;
	formatValue: (value: number) => string;
	selected?: number;
	/** Which bars the chosen value sets apart: its own, those from it up, or those up to it. */
	side?: "exactly" | "atLeast" | "atMost";
	rolled?: number;
	/** A click on a bar chooses its value. */
	onSelect?: (value: number) => void;
}

const WIDTH = 600;
const HEIGHT = 150;
/** More bars than this are grouped: 100,000 SVG rects would hold the page for seconds, and no screen shows them apart. */
export const MAX_BARS = 300;

interface DrawnBar extends Bar {
	/** Last value the bar stands for (its first is `value`). */
	upTo: number;
}

/** Consecutive values grouped into at most `MAX_BARS` bars, each as tall as its values together. */
export function groupBars(bars: readonly Bar[], most = MAX_BARS): DrawnBar[] {
	// Bars grouped already (by the odds view, once per answer) keep what they stand for.
	if (bars.length <= most) return bars.map((bar) => ({ upTo: bar.value, ...bar }));
	const size = Math.ceil(bars.length / most);
	const grouped: DrawnBar[] = [];
	for (let start = 0; start < bars.length; start += size) {
		const group = bars.slice(start, start + size);
		const [first] = group;
		const last = group.at(-1);
		// start is below bars.length, so the group holds one bar at least.
		if (first === undefined || last === undefined) break;
		const height = group.reduce((sum, bar) => sum + bar.height, 0);
		grouped.push({ value: first.value, upTo: last.value, height });
	}
	return grouped;
}

function isChosen(bar: DrawnBar, selected: number | undefined, side: Props["side"]): boolean {
	if (selected === undefined) return false;
	if (side === "atMost") return bar.value <= selected;
	if (side === "exactly") return bar.value <= selected && selected <= bar.upTo;
	return bar.upTo >= selected;
}

export default function BarChart({ bars: given, label, formatValue, selected, side, rolled, onSelect }: Props) {
	const bars = groupBars(given);
	const top = Math.max(...bars.map((bar) => bar.height), Number.MIN_VALUE);
	const step = WIDTH / Math.max(1, bars.length);
	const gap = bars.length > 60 ? 0 : step * 0.15;
	const first = bars[0];
	const last = bars[bars.length - 1];
	return (
		<figure className={styles.chart}>
			<svg
				viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
				preserveAspectRatio="none"
				role="img"
				aria-label={label}
				className={styles.svg}
			>
				{bars.map((bar, index) => {
					const height = (bar.height / top) * (HEIGHT - 4);
					return (
						// biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut only; the value field beside the chart does the same from the keyboard
						<rect
							key={bar.value}
							x={index * step + gap / 2}
							y={HEIGHT - height}
							width={Math.max(0.5, step - gap)}
							height={Math.max(height, bar.height > 0 ? 1 : 0)}
							className={clsx(
								styles.bar,
								isChosen(bar, selected, side) && styles.chosen,
								rolled !== undefined && bar.value <= rolled && rolled <= bar.upTo && styles.rolled,
							)}
							onClick={onSelect ? () => onSelect(bar.value) : undefined}
						/>
					);
				})}
			</svg>
			{first && last ? (
				<figcaption className={styles.axis} aria-hidden="true">
					<span>{formatValue(first.value)}</span>
					<span>{formatValue(last.value)}</span>
				</figcaption>
			) : null}
		</figure>
	);
}
