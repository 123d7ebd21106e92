/**
 * The /docs route of the local runtime: the same page as in Lambda, rendered from the repository's
 * openapi.yaml on the first request (Lambda gets it rendered at bundle time, see
 * lambdas/http/routes/docs.ts), so a regenerated openapi.yaml shows after a restart.
 */
import { renderDocsFromYaml } from '../lambdas/http/docs-page.js';
import { defineRoute } from '../lambdas/http/route.js';
import { besideTheCode, docsAnswer } from '../lambdas/http/routes/docs.js';

let page: string | undefined;

export const localDocsRoute = defineRoute({ auth: false }, async () => docsAnswer((page ??= renderDocsFromYaml(besideTheCode('openapi.yaml')))));
