/** Builds the API reference (dist/docs/index.html) before a project that serves or deploys it, when missing or stale. */
import { buildDocs } from '../../scripts/build-docs.mjs';

export default function setup() {
  buildDocs({ quiet: true });
}
