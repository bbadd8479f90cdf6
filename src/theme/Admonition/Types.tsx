// Adds the docs' own admonition keywords (usage, example, pin, roll, tldr) to the
// theme's types, by wrapping rather than ejecting:
// https://docusaurus.io/docs/markdown-features/admonitions#customizing-admonitions
import Translate from "@docusaurus/Translate";
import AdmonitionLayout from "@theme/Admonition/Layout";
import DefaultAdmonitionTypes from "@theme-original/Admonition/Types";
import clsx from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { ExampleIcon, PinIcon, RollIcon, TldrIcon, UsageIcon } from "../../components/AdmonitionIcons";

type LayoutProps = ComponentProps<typeof AdmonitionLayout>;
type Kind = "usage" | "example" | "pin" | "roll" | "tldr";

const defaults: Record<Kind, { icon: ReactNode; title: ReactNode }> = {
	usage: {
		icon: <UsageIcon />,
		title: (
			<Translate id="admonition.usage" description="Title of the :::usage admonition (how a command is written)">
				utilisation
			</Translate>
		),
	},
	example: {
		icon: <ExampleIcon />,
		title: (
			<Translate id="admonition.example" description="Title of the :::example admonition">
				exemple
			</Translate>
		),
	},
	pin: {
		icon: <PinIcon />,
		title: (
			<Translate id="admonition.pin" description="Title of the :::pin admonition (a point worth remembering)">
				à retenir
			</Translate>
		),
	},
	roll: {
		icon: <RollIcon />,
		title: (
			<Translate id="admonition.roll" description="Title of the :::roll admonition (a dice roll and its result)">
				lancer
			</Translate>
		),
	},
	tldr: {
		icon: <TldrIcon />,
		title: (
			<Translate id="admonition.tldr" description="Title of the :::tldr admonition (a short summary)">
				en bref
			</Translate>
		),
	},
};

/** One of our kinds: the theme's layout with the kind's icon, title and class names. */
function layoutOf(kind: Kind, props: LayoutProps): ReactNode {
	return (
		<AdmonitionLayout
			icon={defaults[kind].icon}
			title={defaults[kind].title}
			{...props}
			className={clsx("alert", "site-admonition", `admonition-${kind}`, props.className)}
		>
			{props.children}
		</AdmonitionLayout>
	);
}

// One component per kind, rendering the layout itself: a shared component under
// a per-kind wrapper would cost hydration one more component per admonition.
const UsageAdmonition = (props: LayoutProps) => layoutOf("usage", props);
const ExampleAdmonition = (props: LayoutProps) => layoutOf("example", props);
const PinAdmonition = (props: LayoutProps) => layoutOf("pin", props);
const RollAdmonition = (props: LayoutProps) => layoutOf("roll", props);
const TldrAdmonition = (props: LayoutProps) => layoutOf("tldr", props);

const AdmonitionTypes = {
	...DefaultAdmonitionTypes,
	usage: UsageAdmonition,
	example: ExampleAdmonition,
	pin: PinAdmonition,
	roll: RollAdmonition,
	tldr: TldrAdmonition,
};

export default AdmonitionTypes;
