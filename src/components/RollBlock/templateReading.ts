// A gallery template's criticals for a roll block that names one: read from the file the
// builder's gallery serves, through the builder's own reading of a template roll
// (`typeDieQuestion`), so the block's roll and odds judge the roll as /dbroll would.
// Only ever reached by import().
import type { SampleCharacter } from "@site/src/dice";
import type { OddsOptions } from "@site/src/dice/odds";
import type { BotTemplate } from "@site/src/template/botSchema";
import { fromBotTemplate } from "@site/src/template/convert";
import { typeDieQuestion } from "@site/src/template/templateOdds";

export interface TemplateReading {
	criticals: OddsOptions["criticals"];
	customCriticals: NonNullable<OddsOptions["customCriticals"]>;
	/** Custom criticals with no single value for this character (their value rolls dice). */
	leftOut: string[];
}

/** The template at `url`, read for the character's `$` statistic; throws when it cannot be fetched or read. */
export async function readTemplate(url: string, character: SampleCharacter | undefined): Promise<TemplateReading> {
	const response = await fetch(url);
	if (!response.ok) throw new Error(`Template ${url}: ${response.status}`);
	const json: unknown = await response.json();
	if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error(`Template ${url}: no object`);
	const form = fromBotTemplate(json as BotTemplate);
	const statistics = character?.statistics ?? [];
	const dollar = statistics.find((each) => each.name === character?.dollar)?.value;
	const { options, leftOut } = typeDieQuestion(form, dollar, statistics);
	return { criticals: options.criticals, customCriticals: options.customCriticals ?? [], leftOut };
}
