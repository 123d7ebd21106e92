// Types of scripts/build-docs.mjs, for the TypeScript that imports it (local/http/docs-route.ts, infra, tests).
export const REPOSITORY_ROOT: string;
export const DOCS_PAGE: string;
export const REDOCLY_ENV: NodeJS.ProcessEnv;
export function docsBuildIsStale(out?: string): boolean;
export function docsBuildCommand(out: string): [command: string, args: string[]];
export function buildDocs(options?: { out?: string; force?: boolean; quiet?: boolean }): boolean;
export function keptOffline(html: string): string;
export function finishDocs(out: string): void;
