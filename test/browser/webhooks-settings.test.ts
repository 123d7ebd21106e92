/**
 * The settings' webhooks in Chromium, at 375 and 1280 px: a webhook added from the form shows its
 * secret once (and the server holds it under that URL), a reload no longer shows the secret, and
 * Delete removes it on the server too. Screenshots under test-results/web/.
 */
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, signUp, tokenOf, useChromium } from './support.js';

const env = useTestRuntime();
const open = useChromium();

async function listed(token: string): Promise<{ webhookId: string; url: string }[]> {
  const answer = await fetch(`${env.rt.url}/players/me/webhooks`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { webhooks: { webhookId: string; url: string }[] }).webhooks;
}

describe('webhooks in the settings', () => {
  for (const width of ['phone', 'desktop'] as const) {
    it(`adds one with its secret shown once, and deletes it (${width})`, async () => {
      const p = await open(`Hook ${width}`, width);
      try {
        await signUp(p, env.rt.url, `hooks-${width}@example.com`);
        const token = await tokenOf(p);
        await p.page.getByRole('link', { name: 'Settings' }).click();
        await p.page.getByRole('heading', { name: 'Webhooks' }).waitFor();
        // The local runtime accepts a loopback receiver; nothing is listening there, and nothing is sent before an event.
        const url = `http://127.0.0.1:9/${width}`;
        await p.page.getByLabel('Webhook URL').fill(url);
        await p.page.getByLabel('My turn (a decision of mine is pending)').check();
        await p.page.getByRole('button', { name: 'Add webhook' }).click();
        const secret = (await p.page.locator('.webhooks .secret code').textContent()) ?? '';
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
        expect((await listed(token)).map((h) => h.url)).toEqual([url]);
        await checkScreen(p, 'settings-webhook-added');

        await p.page.reload();
        await p.page.locator('.webhooks .hook-url', { hasText: url }).waitFor();
        expect(await p.page.locator('.webhooks .secret').count(), 'the secret is shown only once').toBe(0);

        await p.page.getByRole('button', { name: `Delete the webhook to ${url}` }).click();
        await p.page.getByText('No webhooks.').waitFor();
        expect(await listed(token)).toEqual([]);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    });
  }
});
