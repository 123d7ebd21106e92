// How a game version is stored: one compressed attribute, read back from the SDK (bytes) and from a
// Lambda stream event (JSON, bytes in base64); versions stored before still load; the dictionary
// never changes under stored versions.
import { createHash } from 'node:crypto';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { streamItems } from '../../../lambdas/handlers/stream.js';
import { fromItem, toItem } from '../../../lambdas/store/event-store.js';
import { RECORD_DICTIONARIES } from '../../../lambdas/store/record-dictionary.js';

const record: GameRecord = {
  gameId: 'gAbCdEfGhIjKlMnOp',
  version: 7,
  at: '2026-12-01T10:00:00.000Z',
  actor: { kind: 'player', playerId: 'pAda', seat: 0 },
  command: { type: 'add', n: 1 },
  idempotencyKey: 'k-7',
  platformEvents: [],
  events: [{ type: 'Added' }],
  snapshot: {
    game: 'counter',
    status: 'active',
    createdAt: '2026-12-01T09:00:00.000Z',
    createdBy: 'pAda',
    options: { target: 5, players: 2 },
    platform: { turnTimeLimitHours: 72 },
    seatCount: 2,
    seats: [
      { playerId: 'pAda', name: 'Ada' },
      { playerId: 'pBob', name: 'Bob' },
    ],
    seed: 'secret-seed',
    rng: 'chacha20',
    state: { counter: 3, turn: 1 },
    pending: [{ seat: 1, kind: 'turn', prompt: 'Add 1 or 2.', since: '2026-12-01T10:00:00.000Z', deadline: '2026-12-04T10:00:00.000Z' }],
    recentKeys: { 0: [{ k: 'abcdef', v: 7 }] },
    timeouts: [0, 0],
  },
  changes: { seats: false, due: false },
};

describe('a stored game version', () => {
  it('is its keys and one deflated attribute, and reads back whole', () => {
    const item = toItem(record);
    expect(Object.keys(item).sort()).toEqual(['f', 'pk', 'sk', 'z']);
    expect(item).toMatchObject({ pk: `GAME#${record.gameId}`, sk: 7, f: 'd1' });
    expect(fromItem(item)).toEqual(record);
    // Through DynamoDB's own attribute values, as the SDK returns them (bytes).
    expect(fromItem(unmarshall(marshall({ ...item })))).toEqual(record);
  });

  it('reads back from a Lambda stream event, where bytes are base64 text', () => {
    // The original value, before Buffer's toJSON: bytes become base64 as in Lambda's JSON.
    const json = JSON.parse(
      JSON.stringify(marshall({ ...item() }), function (this: Record<string, unknown>, k: string, v: unknown) {
        const original = this[k];
        return original instanceof Uint8Array ? Buffer.from(original).toString('base64') : v;
      }),
    );
    const [streamed] = streamItems({ Records: [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '1', NewImage: json } }] });
    expect(streamed?.record).toEqual(record);
  });

  it('loads versions stored before compression (one JSON string per field), without VersionChanges', () => {
    const { changes: _changes, ...old } = record;
    const legacy = {
      pk: `GAME#${record.gameId}`,
      sk: 7,
      kind: 'version',
      gameId: record.gameId,
      game: 'counter',
      at: record.at,
      actor: JSON.stringify(record.actor),
      command: JSON.stringify(record.command),
      idempotencyKey: 'k-7',
      platformEvents: '[]',
      events: JSON.stringify(record.events),
      snapshot: JSON.stringify(record.snapshot),
    };
    expect(fromItem(legacy)).toEqual(old);
  });

  it('is a fraction of its JSON', () => {
    expect(item().z.byteLength).toBeLessThan(JSON.stringify(record).length / 2);
  });

  it('is deflated against a dictionary that never changes (stored versions need it as it was)', () => {
    expect(createHash('sha256').update(RECORD_DICTIONARIES.d1).digest('hex').slice(0, 16)).toBe(D1_DIGEST);
  });
});

const item = () => toItem(record);
const D1_DIGEST = '127562ef0f3948f6';
