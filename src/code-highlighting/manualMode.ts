// Must be evaluated before prismjs' core (see prism.ts). Prism looks for a global
// `Prism` object when it starts: `manual` stops it from re-highlighting every
// `code.language-*` element of the page on DOMContentLoaded (React renders those,
// and a second pass would break hydration), and `disableWorkerMessageHandler`
// stops it from listening to `message` events meant for a web worker.
(globalThis as { Prism?: unknown }).Prism = { manual: true, disableWorkerMessageHandler: true };
