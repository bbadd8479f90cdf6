/**
 * Where the built site is served: its origin (Docusaurus's `url`) and the path under it (`baseUrl`). Unset or
 * empty, they are the project's own pages; a build for another address sets SITE_URL and SITE_BASE_URL, as the
 * publishing workflow does from the repository's variables (CONTRIBUTING, "Publishing the site"). Plain data, no
 * React, so that docusaurus.config.ts can import it in Node.
 */
import { siteFacts } from "./siteFacts";

export type SiteAddress = { url: string; baseUrl: string };

/** The address the environment asks for; a value Docusaurus would misread stops the build with the reason. */
export function siteAddress(env: Record<string, string | undefined>): SiteAddress {
	const url = (env.SITE_URL?.trim() || siteFacts.siteUrl).replace(/\/+$/, "");
	const baseUrl = env.SITE_BASE_URL?.trim() || "/";
	let parsed: URL | undefined;
	try {
		parsed = new URL(url);
	} catch {
		parsed = undefined;
	}
	if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== url)
		throw new Error(
			`SITE_URL must be an origin alone, such as https://owner.github.io (a path goes in SITE_BASE_URL), not ${JSON.stringify(url)}`,
		);
	if (!baseUrl.startsWith("/") || !baseUrl.endsWith("/") || /[?#\s]|\/\//.test(baseUrl))
		throw new Error(
			`SITE_BASE_URL must be a path that starts and ends with "/", such as /dicelette-docs/, not ${JSON.stringify(baseUrl)}`,
		);
	return { url, baseUrl };
}
