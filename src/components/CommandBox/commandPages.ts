// The docs page that documents each command, by its English path (the longest
// prefix wins): the link a command the site cannot run answers with.
const PAGES: Readonly<Record<string, string>> = {
	roll: "/docs/usage",
	dbroll: "/docs/usage/model/dice",
	macro: "/docs/usage/model/dice",
	snippets: "/docs/usage/model/dice",
	gm: "/docs/usage/model/mj_dice",
	calc: "/docs/usage/model/calc",
	math: "/docs/usage/model/calc",
	display: "/docs/usage/model/other",
	graph: "/docs/usage/model/other",
	config: "/docs/config",
	"config logs": "/docs/config/logs",
	"config auto_role": "/docs/config/auto_role",
	"config self_register": "/docs/config/self_registration",
	"config strip_ooc": "/docs/config/strip_ooc",
	"config result_channel": "/docs/config/threads",
	"config hidden_roll": "/docs/config/threads",
	"config delete_after": "/docs/config/display",
	"config timestamp": "/docs/config/display",
	"config context": "/docs/config/display",
	"config save_link": "/docs/config/display",
	"config disable_compare": "/docs/config/display",
	"config sort_order": "/docs/config/display",
	template: "/docs/sheet/model",
	import: "/docs/sheet/import_export",
	export: "/docs/sheet/import_export",
	csv: "/docs/sheet/import_export",
	edit: "/docs/sheet/edits/edit",
	delete_char: "/docs/sheet/edits/deletion",
	user_config: "/docs/usage/model/dice",
	scene: "/docs/config/threads",
};

/** The page for a command path (`config logs`), the basic commands' page when none is closer. */
export function commandPage(englishPath: readonly string[]): string {
	for (let length = englishPath.length; length > 0; length--) {
		const page = PAGES[englishPath.slice(0, length).join(" ")];
		if (page) return page;
	}
	return "/docs/usage";
}
