/**
 * `npm run smoke -- --base https://<api>` — a short, safe check of a deployed API (docs/deploy.md):
 * the docs page and the OpenAPI document, two throwaway players registered, one short game of Mr.
 * Jack between them (the quicker of the two games), then both players deleted. It touches nothing
 * but what it creates, and deletes its players even when a step fails. The last line is
 * `N passed, N failed`; the exit code is non-zero on any failure.
 *
 * The throwaway addresses are at example.com (reserved, never delivered), so no mail leaves.
 */
import { parseArgs } from 'node:util';
import { runSmoke } from './smoke-steps.js';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
if (!values.base || !/^https?:\/\/\S+$/.test(values.base)) {
  console.error('usage: npm run smoke -- --base https://<your API URL> (the stack output ApiUrl)');
  process.exit(2);
}
const { passed, failed } = await runSmoke(values.base.replace(/\/+$/, ''), (line) => console.log(line));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
