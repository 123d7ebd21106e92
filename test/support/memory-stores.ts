/** In-memory stand-ins for the store ports, for fast unit tests of use cases and the stream steps. */
import { createTokenCache } from '../../lambdas/app/auth.js';
import { HOUR_MS } from '../../lambdas/app/deadlines.js';
import type { AppContext } from '../../lambdas/app/context.js';
import type { GameRecord, InboxEntry, InboxRow, PlayerRecord } from '../../lambdas/app/model.js';
import type { Clock, DueStore, EventStore, InboxProjection, InboxStore, NotificationLog, Notifier, OutgoingMessage, PlayerStore } from '../../lambdas/app/ports.js';
import type { GameRegistry } from '../../domain/games/registry.js';

function memoryEventStore(): EventStore & { all(gameId: string): GameRecord[] } {
  const games = new Map<string, GameRecord[]>();
  const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));
  return {
    async latest(id) {
      const last = games.get(id)?.at(-1);
      return last ? clone(last) : null;
    },
    async atVersion(id, v) {
      const r = games.get(id)?.[v];
      return r ? clone(r) : null;
    },
    async append(r) {
      const list = games.get(r.gameId) ?? [];
      if (list.length !== r.version) return 'conflict';
      list.push(clone(r));
      games.set(r.gameId, list);
      return 'appended';
    },
    async history(id, after, limit) {
      const list = (games.get(id) ?? []).filter((r) => r.version > after);
      return { records: list.slice(0, limit).map(clone), hasMore: list.length > limit };
    },
    all: (id) => clone(games.get(id) ?? []),
  };
}

function memoryPlayerStore(): PlayerStore {
  const players = new Map<string, PlayerRecord>();
  return {
    async create(p) {
      if (players.has(p.playerId)) return false;
      players.set(p.playerId, p);
      return true;
    },
    async get(id) {
      return players.get(id) ?? null;
    },
    async update(id, changes) {
      const p = players.get(id);
      if (!p) return null;
      // Like the DynamoDB store: a change given as undefined leaves the field as it is.
      const next: PlayerRecord = {
        ...p,
        name: changes.name ?? p.name,
        email: changes.email ?? p.email,
        notifications: changes.notifications ?? p.notifications,
        subscription: changes.subscription ?? p.subscription,
      };
      players.set(id, next);
      return next;
    },
  };
}

export function memoryInbox(): InboxStore & InboxProjection & { rows: InboxRow[] } {
  const rows: InboxRow[] = [];
  return {
    rows,
    async put(row) {
      const i = rows.findIndex((r) => r.gameId === row.gameId && r.seat === row.seat);
      if ((rows[i]?.version ?? -1) >= row.version) return 'stale';
      if (i >= 0) rows[i] = row;
      else rows.push(row);
      return 'written';
    },
    async listForPlayer(playerId, limit) {
      return rows
        .filter((r) => r.playerId === playerId)
        .slice(0, limit)
        .map(({ playerId: _playerId, since: _since, ...entry }): InboxEntry => entry);
    },
  };
}

export function memoryNotificationLog(): NotificationLog {
  const sent = new Map<string, Set<string>>();
  return {
    async sentFor(g, v) {
      return new Set(sent.get(`${g}#${v}`) ?? []);
    },
    async markSent(g, v, k) {
      const key = `${g}#${v}`;
      sent.set(key, new Set([...(sent.get(key) ?? []), k]));
    },
  };
}

export function memoryDueStore(): DueStore & { entries: Map<string, { version: number; next: string | null }> } {
  const entries = new Map<string, { version: number; next: string | null }>();
  const reminded = new Map<string, Set<string>>();
  return {
    entries,
    async schedule(g, version, next) {
      const cur = entries.get(g);
      if (cur && cur.version > version) return;
      entries.set(g, { version, next });
    },
    async dueGames(nowIso, limit) {
      return [...entries.entries()]
        .filter(([, e]) => e.next !== null && e.next <= nowIso)
        .sort(([, a], [, b]) => String(a.next).localeCompare(String(b.next)))
        .slice(0, limit)
        .map(([g]) => g);
    },
    async reminded(g) {
      return new Set(reminded.get(g) ?? []);
    },
    async markReminded(g, k) {
      reminded.set(g, new Set([...(reminded.get(g) ?? []), k]));
    },
  };
}

/** A notifier that records what it was asked to do. */
export function recordingNotifier(): Notifier & { published: OutgoingMessage[]; subscribed: [string, string][] } {
  const published: OutgoingMessage[] = [];
  const subscribed: [string, string][] = [];
  return {
    published,
    subscribed,
    async subscribe(email, playerId) {
      subscribed.push([email, playerId]);
      return `arn:aws:sns:us-east-1:000000000000:t:${playerId}`;
    },
    async unsubscribe() {},
    async isConfirmed() {
      return true;
    },
    async publish(m) {
      published.push(m);
    },
  };
}

export function settableClock(start = '2026-12-01T12:00:00.000Z'): Clock & { set(iso: string): void; advanceHours(h: number): void } {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    set: (iso) => void (t = Date.parse(iso)),
    advanceHours: (h) => void (t += h * HOUR_MS),
  };
}

/** Use-case dependencies with every store in memory; the clock and the notifier may be given. */
export function memoryContext(games: GameRegistry, extra: { clock?: Clock; notifier?: Notifier } = {}): AppContext & { events: ReturnType<typeof memoryEventStore> } {
  let n = 0;
  return {
    games,
    events: memoryEventStore(),
    players: memoryPlayerStore(),
    inbox: memoryInbox(),
    clock: extra.clock ?? settableClock(),
    ids: { gameId: () => `g${++n}`, playerId: () => `p${++n}`, secret: () => `secret-${++n}-abcdefghijklmnop`, seed: () => `seed-${++n}` },
    tokens: createTokenCache(),
    ...(extra.notifier ? { notifier: extra.notifier } : {}),
  };
}
