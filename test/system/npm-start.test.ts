// `npm start` as a user runs it: a real process that prints what it started, serves HTTP, and
// stops cleanly on SIGINT/SIGTERM, taking DynamoDB Local down with it.
import { createServer } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { listen } from '../../local/net.js';
import { startLocalProcess } from '../../local/process.js';
import { startLocalRuntime } from '../../local/runtime.js';

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
      // A failed expectation must not leave the runtime (and its DynamoDB Local) running after the test.
      onTestFinished(async () => void (await p.stop('SIGKILL')));
      console.log(`npm start ready in ${p.readyMs} ms`);
      const out = p.output();
      for (const part of ['DynamoDB Local', 'fake SNS', 'table', 'stream poller', 'sweeper', 'HTTP API', 'SMTP (replies)   127.0.0.1:']) expect(out).toContain(part);
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
    });
  }

  it('fails cleanly when the port is taken, leaving no DynamoDB Local behind', async () => {
    const blocker = createServer();
    const port = await listen(blocker, 0);
    const lines: string[] = [];
    try {
      await expect(startLocalRuntime({ port, log: (l) => lines.push(l) })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      blocker.close();
    }
    const endpoint = /DynamoDB Local\s+(http:\/\/\S+)/.exec(lines.join('\n'))?.[1];
    expect(endpoint).toBeDefined();
    expect(await reachable(endpoint!)).toBe(false);
  });
});
