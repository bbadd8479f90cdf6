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

function SiteAdmonition({ kind, ...props }: LayoutProps & { kind: Kind }) {
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

const AdmonitionTypes = {
	...DefaultAdmonitionTypes,
	usage: (props: LayoutProps) => <SiteAdmonition kind="usage" {...props} />,
	example: (props: LayoutProps) => <SiteAdmonition kind="example" {...props} />,
	pin: (props: LayoutProps) => <SiteAdmonition kind="pin" {...props} />,
	roll: (props: LayoutProps) => <SiteAdmonition kind="roll" {...props} />,
	tldr: (props: LayoutProps) => <SiteAdmonition kind="tldr" {...props} />,
};

export default AdmonitionTypes;
