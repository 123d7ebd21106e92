/**
 * `build()` on the first call, the same value after. For what a cold start would otherwise build at
 * import and most Lambdas never use (schemas for openapi.yaml, command schemas, board tables): a
 * Lambda's cold start is paid on every new instance, so work at module load must earn its place.
 * Calls carry a `@__PURE__` annotation where they are made, so a bundle that never uses one drops it.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
