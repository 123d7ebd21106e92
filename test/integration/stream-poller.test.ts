// The local stand-in for Lambda's stream event source: ordered delivery, retry from the first
// failed record, and a failure destination for a record that keeps failing.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import type { StreamBatch } from '../../lambdas/handlers/stream.js';
import { startStreamPoller } from '../../local/stream-poller.js';
import { createRegistry } from '../../domain/games/registry.js';
import { freshContext } from '../support/dynamo.js';
import { waitFor } from '../support/http.js';

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
  }, 30_000);
});
