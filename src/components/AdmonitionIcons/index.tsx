// Small inline icons for the docs' own admonition types, drawn here so that no
// icon font or outside request is needed. Decorative: the title carries the meaning.
import type { ReactNode } from "react";

function Icon({ children }: { children: ReactNode }) {
	return (
		<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
			{children}
		</svg>
	);
}

const stroke = {
	fill: "none",
	stroke: "currentColor",
	strokeWidth: 2,
	strokeLinecap: "round",
	strokeLinejoin: "round",
} as const;

export function UsageIcon() {
	return (
		<Icon>
			<path {...stroke} d="M4 6h16v12H4zM7 10l3 2-3 2M12 15h5" />
		</Icon>
	);
}

export function ExampleIcon() {
	return (
		<Icon>
			<path {...stroke} d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z" />
		</Icon>
	);
}

export function PinIcon() {
	return (
		<Icon>
			<path {...stroke} d="M9 4h6l-1 6 3 3H7l3-3zM12 13v8" />
		</Icon>
	);
}

export function RollIcon() {
	return (
		<Icon>
			<path {...stroke} d="M12 2l9 5v10l-9 5-9-5V7zM12 2v6M3 7l5 3M21 7l-5 3M8 10h8l-4 7zM12 22v-5" />
		</Icon>
	);
}

export function TldrIcon() {
	return (
		<Icon>
			<path {...stroke} d="M5 6h14M5 11h10M5 16h6M17 14l2 2 3-4" />
		</Icon>
	);
}
