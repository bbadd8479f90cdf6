// The HTML document of every built page (Docusaurus' `ssrTemplate`, an Eta
// template). It differs from Docusaurus' default in one way: the entry scripts are
// preloaded from the head, at the low priority of the deferred scripts they replace,
// and started by an inline loader once the page has been painted (see
// startAfterFirstPaint) instead of by `<script defer>`.
//
// The site config, this template included, is part of the entry bundle: the
// template is kept free of indentation.
import { startAfterFirstPaint } from "./startAfterFirstPaint";

/** How long the loader waits for a paint report before starting the site anyway. */
export const START_FALLBACK_MS = 3000;

const scriptUrls = "JSON.stringify(it.scripts.map((script) => it.baseUrl + script))";

export const documentTemplate = [
	"<!DOCTYPE html>",
	"<html <%~ it.htmlAttributes %>>",
	"<head>",
	'<meta charset="UTF-8">',
	'<meta name="generator" content="Docusaurus v<%= it.version %>">',
	"<% it.metaAttributes.forEach((tag) => { %><%~ tag %><% }); %>",
	"<%~ it.headTags %>",
	'<% it.stylesheets.forEach((file) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= file %>" /><% }); %>',
	'<% it.scripts.forEach((file) => { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= file %>" /><% }); %>',
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
