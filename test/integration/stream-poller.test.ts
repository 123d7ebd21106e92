// The local stand-in for Lambda's stream event source: ordered delivery, retry from the first
// failed record, a failure destination for a record that keeps failing, a position that survives
// restarts, and several keys at once with each key's records in order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import type { StreamBatch } from '../../lambdas/handlers/stream.js';
import { startStreamPoller } from '../../local/dynamodb/stream-poller.js';
import { filePositionStore, type PositionStore } from '../../local/dynamodb/stream-position.js';
import { createRegistry } from '../../domain/games/registry.js';
import { startLocalRuntime } from '../../local/runtime.js';
import { dynamoEndpoint, freshContext, uniqueTableName } from '../support/dynamo.js';
import { httpClient, waitFor } from '../support/http/http.js';
import { testGames } from '../support/runtime.js';

describe('stream poller', () => {
  it('delivers in order, retries from the first failure, and parks a record that keeps failing', async () => {
    const env = await freshContext(createRegistry([]));
    const seen: string[] = [];
    const attempts = new Map<string, number>();
    const deadLetters: string[] = [];
    const pkOf = (r: _Record) => r.dynamodb?.NewImage?.pk?.S ?? '';
    const handler = async (event: StreamBatch) => {
      for (const r of event.Records) {
        const pk = pkOf(r);
        attempts.set(pk, (attempts.get(pk) ?? 0) + 1);
        // 'flaky' fails twice then works; 'poison' always fails.
        if (pk === 'poison' || (pk === 'flaky' && attempts.get(pk)! <= 2)) return { batchItemFailures: [{ itemIdentifier: r.dynamodb!.SequenceNumber! }] };
        seen.push(pk);
      }
      return { batchItemFailures: [] };
    };
    const poller = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 20, maxAttempts: 3, onDeadLetter: (r) => deadLetters.push(pkOf(r)) });
    try {
      for (const pk of ['a', 'flaky', 'b', 'poison', 'c']) await env.doc.send(new PutCommand({ TableName: env.table, Item: { pk, sk: 0 } }));
      await waitFor(async () => seen.includes('c'), 15_000);
      expect(seen).toEqual(['a', 'flaky', 'b', 'c']);
      expect(attempts.get('flaky')).toBe(3);
      expect(attempts.get('poison')).toBe(3);
      expect(deadLetters).toEqual(['poison']);
    } finally {
      await poller.stop();
    }
  });

  it('drain() returns only once what was written before it is handled, even when a round is under way', async () => {
    // The race it once lost: drain() read an "idle" left by the round before, while the round that
    // had just picked the record up was still in the handler.
    const env = await freshContext(createRegistry([]));
    const handled: string[] = [];
    const handler = async (event: StreamBatch) => {
      await new Promise((r) => setTimeout(r, 400));
      for (const r of event.Records) handled.push(r.dynamodb?.NewImage?.pk?.S ?? '');
      return { batchItemFailures: [] };
    };
    const poller = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 100 });
    try {
      await poller.drain();
      for (const pk of ['first', 'second']) {
        await env.doc.send(new PutCommand({ TableName: env.table, Item: { pk, sk: 0 } }));
        await poller.drain();
        expect(handled).toContain(pk);
      }
    } finally {
      await poller.stop();
    }
  });

  it('waits while idle; drain() reads at once what was written meanwhile; stop() ends the wait', async () => {
    const env = await freshContext(createRegistry([]));
    const seen: string[] = [];
    const handler = async (event: StreamBatch) => {
      for (const r of event.Records) seen.push(r.dynamodb?.NewImage?.pk?.S ?? '');
      return { batchItemFailures: [] };
    };
    let caughtUp = (): void => undefined;
    const idle = new Promise<void>((resolve) => (caughtUp = resolve));
    // A minute after an empty read: the write is read within this test only because drain() asks.
    const poller = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 60_000, onCaughtUp: () => caughtUp() });
    try {
      await idle;
      await env.doc.send(new PutCommand({ TableName: env.table, Item: { pk: 'written', sk: 0 } }));
      await new Promise((r) => setTimeout(r, 500));
      expect(seen, 'read before the wait was over').toEqual([]);
      await poller.drain();
      expect(seen).toEqual(['written']);
    } finally {
      await poller.stop();
    }
  });

  it("in the local runtime, waits longer and longer while idle, and the runtime's own writes cut the wait short: a new game is in its creator's list at once", async () => {
    const rt = await startLocalRuntime({ port: 0, dynamoEndpoint: dynamoEndpoint(), table: uniqueTableName('wake'), games: testGames, streamIdleWaits: { intervalMs: 100, idleMaxMs: 60_000 } });
    try {
      const http = httpClient(rt.url);
      const ada = await http.register('Ada');
      await rt.poller.drain();
      // Idle since: waits of 0.1, 0.2, 0.4 … s, so at 7 s the poller is in the wait of 6.4 s
      // (from about 6.3 to 12.7 s). Only the wake reads the new game before 10 s.
      await new Promise((r) => setTimeout(r, 7_000));
      const { gameId } = (await http.createGame({ game: 'counter', options: { target: 3 } }, ada.token)).body;
      await waitFor(async () => (await http.myGames(ada.token)).body.games.some((g) => g.gameId === gameId), 3_000);
    } finally {
      await rt.stop();
    }
  });

  it('resumes after a restart where it stopped: nothing handled twice, nothing skipped', async () => {
    const env = await freshContext(createRegistry([]));
    const dir = mkdtempSync(join(tmpdir(), 'poller-'));
    const put = (pk: string) => env.doc.send(new PutCommand({ TableName: env.table, Item: { pk, sk: 0 } }));
    const seen: string[] = [];
    const handler = async (event: StreamBatch) => {
      for (const r of event.Records) seen.push(r.dynamodb?.NewImage?.pk?.S ?? '');
      return { batchItemFailures: [] };
    };
    const positions: PositionStore = filePositionStore(join(dir, 'position.json'));
    try {
      const first = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 20, positions });
      await put('a');
      await put('b');
      await waitFor(async () => seen.includes('b'), 15_000);
      await first.stop();
      // Written while no poller runs.
      await put('c');
      await put('d');
      const second = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 20, positions });
      await waitFor(async () => seen.includes('d'), 15_000);
      await second.stop();
      expect(seen).toEqual(['a', 'b', 'c', 'd']);
      expect(Object.values(positions.load()?.shards ?? {})).toHaveLength(1);

      // A position from another stream (the table was created anew) is not used: read from the start.
      positions.save({ streamArn: 'arn:aws:dynamodb:ddblocal:000000000000:table/gone/stream/x', shards: {} });
      seen.length = 0;
      const third = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 20, positions });
      await waitFor(async () => seen.includes('d'), 15_000);
      await third.stop();
      expect(seen).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('handles several keys at once, each key in order, and retries from the earliest failure', async () => {
    const env = await freshContext(createRegistry([]));
    const seen = new Map<string, number[]>();
    let failedOnce = false;
    const handler = async (event: StreamBatch) => {
      for (const r of event.Records) {
        const pk = r.dynamodb?.NewImage?.pk?.S ?? '';
        const sk = Number(r.dynamodb?.NewImage?.sk?.N);
        if (pk === 'k2' && sk === 2 && !failedOnce) {
          failedOnce = true;
          return { batchItemFailures: [{ itemIdentifier: r.dynamodb!.SequenceNumber! }] };
        }
        seen.set(pk, [...(seen.get(pk) ?? []), sk]);
      }
      return { batchItemFailures: [] };
    };
    // Written before the poller starts, so they come in one batch.
    for (let sk = 0; sk < 5; sk++) for (const pk of ['k1', 'k2', 'k3']) await env.doc.send(new PutCommand({ TableName: env.table, Item: { pk, sk } }));
    const poller = await startStreamPoller({ endpoint: env.endpoint, table: env.table, handler, intervalMs: 20, parallel: 3 });
    try {
      await waitFor(async () => ['k1', 'k2', 'k3'].every((k) => seen.get(k)?.includes(4)), 15_000);
      await poller.drain();
    } finally {
      await poller.stop();
    }
    expect(failedOnce).toBe(true);
    for (const k of ['k1', 'k2', 'k3']) {
      const versions = seen.get(k)!;
      // In order; a redelivery after the retry starts again at an earlier record, never skips one.
      expect([...new Set(versions)]).toEqual([0, 1, 2, 3, 4]);
      for (let i = 1; i < versions.length; i++) expect(versions[i] === versions[i - 1]! + 1 || versions[i]! <= versions[i - 1]!, versions.join(',')).toBe(true);
    }
    expect(seen.get('k2')).toEqual([0, 1, 2, 3, 4]);
  });
});
