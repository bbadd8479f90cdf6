import { describe, expect, it, vi } from "vitest";
import { importOnce } from "../../../src/components/importOnce";

describe("importOnce", () => {
	it("starts one load and shares it", async () => {
		const load = vi.fn(async () => ({ value: 1 }));
		const get = importOnce(load);
		const [a, b] = await Promise.all([get(), get()]);
		expect(a).toBe(b);
		await get();
		expect(load).toHaveBeenCalledTimes(1);
	});

	it("forgets a failed load, so the next call tries again", async () => {
		const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("module");
		const get = importOnce(load);
		await expect(get()).rejects.toThrow("offline");
		await expect(get()).resolves.toBe("module");
		expect(load).toHaveBeenCalledTimes(2);
	});
});
