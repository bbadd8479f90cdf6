/** Error reporting stood in: nothing is sent; the bot's calls are accepted and forgotten. */
export function init(_options: unknown): void {}
export function captureException(_error: unknown, _context?: unknown): string {
	return "";
}
export async function flush(_timeout?: number): Promise<boolean> {
	return true;
}
export function consoleLoggingIntegration(_options?: unknown): Record<string, never> {
	return {};
}
const quiet = () => undefined;
export const logger = { trace: quiet, debug: quiet, info: quiet, warn: quiet, error: quiet, fatal: quiet };
