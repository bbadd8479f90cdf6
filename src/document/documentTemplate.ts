// The HTML document of every built page (Docusaurus' `ssrTemplate`, an Eta
// template). It differs from Docusaurus' default in how scripts start: Docusaurus
// loads the entry bundle with `<script defer>` from the head, and the main bundle
// then requests the chunks of the page's route. Here an inline loader at the end
// of the body (startAfterFirstPaint) adds them all, the route's chunks included
// (listed with our core patch), once the page has been painted, in the order of
// scriptsInStartOrder. Nothing is preloaded: the page reads without its scripts,
// and their download no longer competes with the stylesheet and the logo before
// the first paint.
//
// The site config, this template included, is part of the entry bundle: the
// template is kept free of indentation.
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
