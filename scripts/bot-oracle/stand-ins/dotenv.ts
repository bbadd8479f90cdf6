/** The bot reads its `.env` at start; the harness gives it no secrets and sets what it needs itself. */
export function config(_options?: unknown): { parsed: Record<string, string> } {
	return { parsed: {} };
}
export default { config };
