// Prints the address (url, baseUrl) of docusaurus.config.ts as Docusaurus would load it in this environment.
// A process of its own: the config reads the environment once, as it is imported.
import config from "../../docusaurus.config";

console.log(JSON.stringify({ url: config.url, baseUrl: config.baseUrl }));
