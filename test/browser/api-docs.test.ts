// /docs, the API reference Redocly builds (scripts/build-docs.mjs), in Chromium from the local
// runtime: it loads nothing from anywhere but the runtime itself (the Redoc bundle is inlined),
// lists every operation and every schema, and its search finds an operation by its summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productGames } from '../../domain/games/registry.js';
import { buildOpenApi } from '../../lambdas/http/openapi/document.js';
import { operationDocs } from '../../lambdas/http/openapi/operations.js';
import { useTestRuntime } from '../support/runtime.js';
import { launch } from './support.js';
import type { Browser } from 'playwright-core';

const env = useTestRuntime();
// The page is built from openapi.yaml, which documents the product's games.
const SCHEMAS = z.looseObject({ components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }) }).parse(buildOpenApi(productGames)).components.schemas;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API reference at /docs', () => {
  it('loads nothing from outside the runtime, shows every operation and schema, and finds one by search', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const elsewhere: string[] = [];
    const origin = new URL(env.rt.url).origin;
    // Anything not from the runtime (or made in the page: data:, blob:) is recorded and refused.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin)) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const answer = await page.goto(`${env.rt.url}/docs`);
    expect(answer?.status()).toBe(200);
    // The sidebar's tags open onto their operations, each by its summary.
    const tags = [...new Set(Object.values(operationDocs).map((d) => d.tag))];
    for (const tag of tags) {
      await page.getByText(tag, { exact: true }).first().click();
      const text = await page.locator('body').innerText();
      for (const [operationId, doc] of Object.entries(operationDocs)) if (doc.tag === tag) expect(text, operationId).toContain(doc.summary);
    }
    // Every component schema has an entry of its own under Schemas.
    await page.getByText('Schemas', { exact: true }).first().click();
    const sidebar = await page.locator('body').innerText();
    const missing = Object.keys(SCHEMAS).filter((name) => !sidebar.includes(name));
    expect(missing).toEqual([]);
    await page.getByText('Search', { exact: false }).first().click();
    await page.getByPlaceholder('Search docs...').fill('Post a command');
    await expect.poll(() => page.locator('body').innerText()).toMatch(/POST\s*\/games\/\{gameId\}\/commands/);
    await page.screenshot({ path: 'test-results/web/api-docs-search.png' });
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
