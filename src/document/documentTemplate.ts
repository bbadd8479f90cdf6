// The HTML document of every built page (Docusaurus' `ssrTemplate`, an Eta template).
// Unlike the default, which runs the entry scripts with `defer` from the head, an
// inline loader at the end of the body adds them once the page has been painted, so
// the server's page is on screen while the bundle is evaluated. Indentation-free: the
// template is part of the site config, which every page downloads.
import { scriptsInStartOrder } from "./scriptsInStartOrder";
import { startAfterFirstPaint } from "./startAfterFirstPaint";

/** How long the loader waits for a paint report before starting the site anyway. */
export const START_FALLBACK_MS = 3000;

const scriptUrls = `JSON.stringify((${scriptsInStartOrder.toString()})(it.scripts).map((script) => it.baseUrl + script))`;

export const documentTemplate = [
	"<!DOCTYPE html>",
	"<html <%~ it.htmlAttributes %>>",
	"<head>",
	'<meta charset="UTF-8">',
	'<meta name="generator" content="Docusaurus v<%= it.version %>">',
	"<% it.metaAttributes.forEach((tag) => { %><%~ tag %><% }); %>",
	"<%~ it.headTags %>",
	'<% it.stylesheets.forEach((file) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= file %>" /><% }); %>',
	"</head>",
	"<body <%~ it.bodyAttributes %>>",
	"<%~ it.preBodyTags %>",
	'<div id="__docusaurus"><%~ it.appHtml %></div>',
	"<%~ it.postBodyTags %>",
	`<script>(${startAfterFirstPaint.toString()})(<%~ ${scriptUrls} %>, ${START_FALLBACK_MS});</script>`,
	"</body>",
	"</html>",
	"",
].join("\n");
