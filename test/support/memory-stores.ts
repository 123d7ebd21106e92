/** In-memory stand-ins for the store ports, for fast unit tests of use cases and the stream steps. */
import type { PlayerRating, RatingStore } from '../../lambdas/app/ratings/model.js';
import { createTokenCache } from '../../lambdas/app/accounts/auth.js';
import { HOUR_MS } from '../../lambdas/app/core/deadlines.js';
import type { AppContext } from '../../lambdas/app/core/context.js';
import type { AccountFarewell, GameRecord, PlayerRecord } from '../../lambdas/app/core/model.js';
import type { GameSummary, InboxRow, LobbyEntry } from '../../lambdas/app/core/read-models.js';
import { lobbyKey } from '../../lambdas/app/lobby/project-lobby.js';
import type { Clock, DueStore, EventStore, Farewells, InboxProjection, InboxStore, LobbyStore, Notification, Notifier, PlayerStore, RateLimiter, SignInCodes, SummaryStore } from '../../lambdas/app/core/ports.js';
import { hmacUnsubscribeLinks } from '../../lambdas/app/accounts/unsubscribe-links.js';
import { farewellSweptAt } from '../../lambdas/store/accounts/farewell-store.js';
import { inboxEntry, orderInbox } from '../../lambdas/app/games/project-inbox.js';
import type { GameRegistry } from '../../domain/games/registry.js';
import type { SweepDeps } from '../../lambdas/app/background/sweeper.js';

function memoryEventStore(): EventStore & { all(gameId: string): GameRecord[] } {
  const games = new Map<string, GameRecord[]>();
  const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));
  return {
    // One store is one process here: it would never be stale, so the tests of that path use
    // DynamoDB Local with two stores (test/integration/remembered-versions.test.ts).
    remembered: () => null,
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
      const all = games.get(id) ?? [];
      const list = all.filter((r) => r.version > after);
      const hasMore = list.length > limit;
      // As the DynamoDB store: known when the page reaches the end, also when nothing came after `after`.
      const reached = !hasMore && all.some((r) => r.version >= after);
      return { records: list.slice(0, limit).map(clone), hasMore, newest: reached ? clone(all.at(-1)!) : null };
    },
    async before(id, version, count) {
      return count <= 0 ? [] : (games.get(id) ?? []).filter((r) => r.version < version).slice(-count).map(clone);
    },
    all: (id) => clone(games.get(id) ?? []),
  };
}

/** Players, with the farewells their deletions leave (`farewells()`: those not done yet, oldest first). */
function memoryPlayerStore(): PlayerStore & Farewells & { farewells(): AccountFarewell[] } {
  const players = new Map<string, PlayerRecord>();
  const emails = new Map<string, string>();
  const farewells = new Map<string, AccountFarewell>();
  /** Tokens as `player` holds them are still the stored ones (the DynamoDB store's conditions, by value). */
  const unchanged = (p: PlayerRecord) => {
    const stored = players.get(p.playerId);
    return stored !== undefined && stored.tokenStorage === p.tokenStorage && (p.tokenStorage === 'map' || JSON.stringify(stored.tokens) === JSON.stringify(p.tokens));
  };
  const put = (next: PlayerRecord) => (players.set(next.playerId, next), next);
  return {
    async create(p, emailKey) {
      if (emails.has(emailKey)) return 'email-taken';
      if (players.has(p.playerId)) return 'id-taken';
      players.set(p.playerId, p);
      emails.set(emailKey, p.playerId);
      return 'created';
    },
    async get(id) {
      return players.get(id) ?? null;
    },
    async findByEmail(emailKey) {
      return emails.get(emailKey) ?? null;
    },
    async update(id, changes) {
      const p = players.get(id);
      if (!p) return null;
      // Like the DynamoDB store: a change given as undefined leaves the field as it is.
      return put({
        ...p,
        name: changes.name ?? p.name,
        notifications: changes.notifications ?? p.notifications,
        timeZone: changes.timeZone === undefined ? p.timeZone : changes.timeZone,
        clock: changes.clock ?? p.clock,
        subscription: changes.subscription ?? p.subscription,
        pendingEmail: changes.pendingEmail === undefined ? p.pendingEmail : changes.pendingEmail,
      });
    },
    async addToken(p, token, evict, limit) {
      const stored = players.get(p.playerId);
      if (!stored || !unchanged(p)) return false;
      const tokens = [...stored.tokens.filter((t) => !evict.includes(t.tokenId)), token];
      if (tokens.length > limit) return false;
      put({ ...stored, tokens, tokenStorage: 'map' });
      return true;
    },
    async removeTokens(p, tokenIds) {
      const stored = players.get(p.playerId);
      if (!stored || !unchanged(p)) return null;
      return put({ ...stored, tokens: stored.tokens.filter((t) => !tokenIds.includes(t.tokenId)), tokenStorage: 'map' });
    },
    async touchToken(p, tokenId, hour) {
      const stored = players.get(p.playerId);
      if (!stored) return;
      put({ ...stored, tokens: stored.tokens.map((t) => (t.tokenId === tokenId && (t.lastUsedAt === null || t.lastUsedAt < hour) ? { ...t, lastUsedAt: hour } : t)) });
    },
    async changeEmail(p, change) {
      const stored = players.get(p.playerId);
      if (!stored || stored.pendingEmail?.codeHash !== change.codeHash) return 'stale';
      const holder = emails.get(change.emailKey);
      if (holder !== undefined && holder !== p.playerId) return 'email-taken';
      if (emails.get(change.oldEmailKey) === p.playerId) emails.delete(change.oldEmailKey);
      emails.set(change.emailKey, p.playerId);
      put({ ...stored, email: change.email, subscription: change.subscription, pendingEmail: null });
      return 'changed';
    },
    async remove(p, emailKey, farewell) {
      if (!players.delete(p.playerId)) return false;
      if (emails.get(emailKey) === p.playerId) emails.delete(emailKey);
      farewells.set(farewell.playerId, farewell);
      return true;
    },
    async done(playerId) {
      farewells.delete(playerId);
    },
    async due(nowIso, limit) {
      return [...farewells.values()].filter((f) => farewellSweptAt(f) <= nowIso).slice(0, limit);
    },
    farewells: () => [...farewells.values()],
  };
}

/** Sign-in codes in memory. */
export function memorySignInCodes(): SignInCodes {
  const codes = new Map<string, { playerId: string; expiresAtMs: number }>();
  return {
    async put(hash, playerId, expiresAtMs) {
      codes.set(hash, { playerId, expiresAtMs });
    },
    async take(hash, nowMs) {
      const code = codes.get(hash);
      if (!code || code.expiresAtMs <= nowMs) return null;
      codes.delete(hash);
      return { playerId: code.playerId };
    },
  };
}

/** A sliding-window limiter in memory. */
export function memoryRateLimiter(): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    async hit(key, limit, windowMs, nowMs) {
      const recent = (hits.get(key) ?? []).filter((t) => t > nowMs - windowMs);
      if (recent.length >= limit) return { ok: false, retryAfterMs: (recent[recent.length - limit] ?? nowMs) + windowMs - nowMs };
      hits.set(key, [...recent, nowMs]);
      return { ok: true };
    },
  };
}

export function memoryInbox(): InboxStore & InboxProjection & SummaryStore & { rows: InboxRow[]; summaries: Map<string, { summary: GameSummary; sent: string[] }> } {
  const rows: InboxRow[] = [];
  const summaries = new Map<string, { summary: GameSummary; sent: string[] }>();
  return {
    rows,
    summaries,
    async put(row) {
      const i = rows.findIndex((r) => r.gameId === row.gameId && r.slot === row.slot);
      if ((rows[i]?.version ?? -1) >= row.version) return 'stale';
      if (i >= 0) rows[i] = row;
      else rows.push(row);
      return 'written';
    },
    async vacate(gameId, slot, version) {
      const i = rows.findIndex((r) => r.gameId === gameId && r.slot === slot);
      if (i < 0) return 'written';
      if ((rows[i]?.version ?? -1) >= version) return 'stale';
      rows.splice(i, 1);
      return 'written';
    },
    async putSummary(summary, sent) {
      if ((summaries.get(summary.gameId)?.summary.version ?? -1) > summary.version) return 'stale';
      summaries.set(summary.gameId, { summary, sent: [...sent] });
      return 'written';
    },
    async sentFor(gameId, version) {
      const s = summaries.get(gameId);
      if (!s) return new Set();
      if (s.summary.version > version) return 'all';
      return s.summary.version === version ? new Set(s.sent) : new Set();
    },
    async openGameIds(playerId) {
      return [...new Set(rows.filter((r) => r.playerId === playerId && (r.status === 'active' || r.status === 'waiting')).map((r) => r.gameId))];
    },
    // One page, no cursors: the in-memory list is only read whole by unit tests.
    async listForPlayer(playerId, query) {
      const mine = rows.filter((r) => r.playerId === playerId && (query.status === undefined || r.status === query.status));
      return { items: orderInbox(mine.map((r) => inboxEntry(r, r.status === 'active' ? (summaries.get(r.gameId)?.summary ?? null) : null))).slice(0, query.limit), next: null };
    },
  };
}

/** The lobby in memory: oldest first, paged by the same key as in DynamoDB (whose paging is tested against DynamoDB Local). */
export function memoryLobby(): LobbyStore & { entries: Map<string, { entry: LobbyEntry; listed: boolean }> } {
  const entries = new Map<string, { entry: LobbyEntry; listed: boolean }>();
  return {
    entries,
    async put(entry, listed) {
      if ((entries.get(entry.gameId)?.entry.version ?? -1) >= entry.version) return 'stale';
      entries.set(entry.gameId, { entry, listed });
      return 'written';
    },
    async page(game, limit, after) {
      const listed = [...entries.values()]
        .filter((e) => e.listed && e.entry.game === game && (!after || lobbyKey(e.entry) > after.k))
        .map((e) => e.entry)
        .sort((a, b) => (lobbyKey(a) < lobbyKey(b) ? -1 : 1));
      const items = listed.slice(0, limit);
      const last = items[items.length - 1];
      return { items, next: listed.length > limit && last ? { k: lobbyKey(last), s: -2 } : null };
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
export function recordingNotifier(): Notifier & { published: Notification[]; subscribed: [string, string][]; unsubscribed: string[] } {
  const published: Notification[] = [];
  const subscribed: [string, string][] = [];
  const unsubscribed: string[] = [];
  return {
    published,
    subscribed,
    unsubscribed,
    async subscribe(email, playerId) {
      subscribed.push([email, playerId]);
      return `arn:aws:sns:us-east-1:000000000000:t:${playerId}:${subscribed.length}`;
    },
    async unsubscribe(arn) {
      unsubscribed.push(arn);
    },
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

/** The ratings' read model in memory: the same all-or-none, conditional writes as the DynamoDB store. */
export function memoryRatingStore(): RatingStore {
  const ratings = new Map<string, { value: PlayerRating; rev: number; boardKey: string | null }>();
  const marks = new Set<string>();
  const key = (game: string, playerId: string) => `${game}#${playerId}`;
  return {
    async read(game, playerIds) {
      return new Map(playerIds.flatMap((id) => { const r = ratings.get(key(game, id)); return r ? [[id, { value: r.value, rev: r.rev }] as const] : []; }));
    },
    async applied(gameId) {
      return marks.has(gameId);
    },
    async apply(gameId, _at, writes) {
      if (marks.has(gameId)) return 'already';
      if (writes.some((w) => (ratings.get(key(w.rating.game, w.rating.playerId))?.rev ?? null) !== w.rev)) return 'conflict';
      marks.add(gameId);
      for (const w of writes) ratings.set(key(w.rating.game, w.rating.playerId), { value: w.rating, rev: (w.rev ?? 0) + 1, boardKey: w.boardKey });
      return 'applied';
    },
    async ofPlayer(playerId, games) {
      return games.flatMap((g) => { const r = ratings.get(key(g, playerId)); return r ? [r.value] : []; });
    },
    async leaderboard(game, limit, after) {
      const board = [...ratings.values()].filter((r) => r.value.game === game && r.boardKey !== null).sort((a, b) => ((a.boardKey ?? '') < (b.boardKey ?? '') ? 1 : -1));
      const from = after ? board.filter((r) => (r.boardKey ?? '') < after.k) : board;
      const page = from.slice(0, limit);
      const last = page.at(-1);
      return { items: page.map((r) => r.value), next: from.length > limit && last ? { k: last.boardKey ?? '', s: 0 } : null };
    },
  };
}

/** Use-case dependencies with every store in memory; the clock and the notifier may be given. */
export function memoryContext(
  games: GameRegistry,
  extra: { clock?: Clock; notifier?: Notifier } = {},
): AppContext & { events: ReturnType<typeof memoryEventStore>; players: ReturnType<typeof memoryPlayerStore> } {
  let n = 0;
  return {
    games,
    gameIds: [...games.keys()],
    events: memoryEventStore(),
    players: memoryPlayerStore(),
    inbox: memoryInbox(),
    lobby: memoryLobby(),
    ratings: memoryRatingStore(),
    clock: extra.clock ?? settableClock(),
    ids: { gameId: () => `g${++n}`, playerId: () => `p${++n}`, secret: () => `secret-${++n}-abcdefghijklmnop`, tokenId: () => `t${++n}`, seed: () => `seed-${++n}` },
    tokens: createTokenCache(),
    signInCodes: memorySignInCodes(),
    rateLimiter: memoryRateLimiter(),
    unsubscribeLinks: hmacUnsubscribeLinks(async () => new Uint8Array(32).fill(7)),
    urls: { web: 'https://play.example', api: 'https://api.example' },
    ...(extra.notifier ? { notifier: extra.notifier } : {}),
  };
}

/** For a stream consumer built by hand in a test that writes no farewell: one arriving is a mistake. */
export async function noFarewellExpected(farewell: AccountFarewell): Promise<void> {
  throw new Error(`no farewell expected in this test (${farewell.playerId})`);
}

/**
 * The sweeper's deps over a memory context: its stores, its clock, no notifier and no base URL
 * unless given, and its farewells (kept by the players' store); `over` replaces any of them.
 */
export function memorySweepDeps(ctx: ReturnType<typeof memoryContext>, due: DueStore, over: Partial<Omit<SweepDeps, 'farewell' | 'due'>> = {}): SweepDeps {
  const clock = over.clock ?? ctx.clock;
  const notifier = over.notifier ?? null;
  return {
    games: ctx.games,
    events: ctx.events,
    players: ctx.players,
    baseUrl: '',
    ...over,
    due,
    notifier,
    clock,
    farewell: { games: ctx.games, events: ctx.events, inbox: ctx.inbox, notifier, farewells: ctx.players, clock },
  };
}
