// Types of scripts/build-web.mjs, for the TypeScript that imports it (the bench).
export function webBuildIsStale(): boolean;
export function webBundleSize(): { raw: number; gzip: number; files: number };
export function buildWeb(options?: { force?: boolean; quiet?: boolean }): boolean;
