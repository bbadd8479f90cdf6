/**
 * Product facts used across the site: the config, the landing page, the footer,
 * the announcement bar and the docs' components all read them from here.
 * Plain data, no React, so docusaurus.config.ts can import it in Node.
 */
export const siteFacts = {
	botName: "Dicelette",
	siteUrl: "https://dicelette.github.io",
	/** OAuth2 invitation: bot + slash-command scopes, with the permission set the bot publishes. */
	inviteUrl:
		"https://discord.com/api/oauth2/authorize?client_id=1182819335878754385&permissions=395137215504&scope=bot+applications.commands",
	repositoryUrl: "https://github.com/Dicelette/discord-dicelette",
	releasesUrl: "https://github.com/Dicelette/discord-dicelette/releases",
	/** This site's own repository (organizationName/projectName in docusaurus.config.ts): where readers report its problems. */
	siteRepositoryUrl: "https://github.com/Dicelette/dicelette.github.io",
	communityUrl: "https://discord.gg/5w2guxa2kS",
	licenseUrl: "https://www.gnu.org/licenses/gpl-3.0.html",
	firstYear: 2024,
	/**
	 * The announcement bar. Changing `id` shows the bar again to visitors who
	 * dismissed the previous one. Its text is translated in
	 * src/theme/AnnouncementBar/Content (ids `announcement.*`).
	 */
	announcement: {
		id: "template-builder-2026-11",
		linkTo: "/docs/sheet/form",
	},
} as const;
