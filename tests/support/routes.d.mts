export const docPaths: string[];
export const pagePaths: string[];
export const locales: readonly ["fr", "en"];
export function localePath(locale: "fr" | "en", path: string): string;
export function allRoutes(): string[];
