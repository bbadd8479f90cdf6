/**
 * Chart drawing stood in (`canvas`, `chartjs-node-canvas`, `chart.js`): the `/graph` and `/karma` files import them
 * when the command index loads; no command the harness plays draws a chart, so using one is an error.
 */
const unused = (name: string) => () => {
	throw new Error(`the harness plays no command that draws (${name})`);
};
export const loadImage = unused("loadImage");
export class ChartJSNodeCanvas {
	constructor() {
		unused("ChartJSNodeCanvas")();
	}
}
export class Chart {}
export default {};
