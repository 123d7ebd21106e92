// `npm start` as a user runs it: a real process that prints what it started, serves HTTP, and
// stops cleanly on SIGINT/SIGTERM, taking DynamoDB Local down with it.
import { describe, expect, it } from 'vitest';
import { startLocalProcess } from '../../local/process.js';

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`starts everything, serves the API, and stops cleanly on ${signal}`, async () => {
      const p = await startLocalProcess();
      console.log(`npm start ready in ${p.readyMs} ms`);
      const out = p.output();
      for (const part of ['DynamoDB Local', 'fake SNS', 'table', 'stream poller', 'sweeper', 'HTTP API']) expect(out).toContain(part);
      expect(p.url).toMatch(/^http:\/\/localhost:\d+$/);
      const docs = await fetch(`${p.url}/docs`);
      expect(docs.status).toBe(200);
      const reg = await fetch(`${p.url}/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Start', email: 'start@example.com' }) });
      expect(reg.status).toBe(201);
      expect(await reachable(p.dynamoEndpoint)).toBe(true);
      const { code, output } = await p.stop(signal);
      expect(code).toBe(0);
      expect(output).toContain('Stopped.');
      expect(await reachable(p.url)).toBe(false);
      expect(await reachable(p.dynamoEndpoint)).toBe(false);
    }, 90_000);
  }
});
