/**
 * A value the code proves present by construction (an index inside the array it just sized, a
 * regex group that cannot be skipped) but that `noUncheckedIndexedAccess` cannot see: returned as
 * is, or a clear internal error naming the broken proof instead of a silent `undefined`.
 */
export function must<T>(value: T | undefined, why: string): T {
	if (value === undefined) throw new Error(`Internal error: ${why}`);
	return value;
}
