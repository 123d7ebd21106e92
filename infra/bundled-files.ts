/**
 * How a function's `files` (route table) get beside its bundle, shared by infra's BundledFunction
 * and the bench's cold-start bundles so both build the same thing. Kept free of CDK imports.
 */

/**
 * Files a bundle carries that are made at bundle time rather than copied from the repository:
 * the command (run from the repository root) that writes each into the bundle's directory.
 * docs.html is the API reference Redocly builds from openapi.yaml (scripts/build-docs.mjs), so that function renders nothing at cold start.
 */
const MADE_AT_BUNDLE_TIME: Readonly<Record<string, (outFile: string) => string>> = {
  'docs.html': (outFile) => `node scripts/build-docs.mjs --out "${outFile}"`,
};

/** The shell command that puts `file` beside the bundle. */
export function bundledFileCommand(inputDir: string, outputDir: string, file: string): string {
  const make = MADE_AT_BUNDLE_TIME[file];
  return make ? make(`${outputDir}/${file}`) : `cp "${inputDir}/${file}" "${outputDir}/${file}"`;
}
