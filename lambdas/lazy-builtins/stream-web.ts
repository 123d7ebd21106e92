/**
 * What the deployed bundles get for `node:stream/web` (swapped at bundle time: LAMBDA_BUNDLE_ALIASES
 * in infra/constructs/bundled-function.ts). Its one importer is @middy/core, which needs
 * `ReadableStream` only for a streamed response (`instanceof`, when `streamifyResponse` is set,
 * which no route of ours sets). Loading Node's web streams at import took about 3 ms of every HTTP
 * function's cold start (Node 20); here they load on the first `instanceof`, that is never.
 *
 * Only the names our bundles import are here: a new importer of another name fails the build.
 */
type WebStreams = typeof import('node:stream/web');

let loaded: WebStreams | undefined;
const webStreams = (): WebStreams => (loaded ??= process.getBuiltinModule('node:stream/web'));

export const ReadableStream = {
  [Symbol.hasInstance]: (value: unknown): boolean => value instanceof webStreams().ReadableStream,
};
