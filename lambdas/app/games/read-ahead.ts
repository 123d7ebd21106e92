/**
 * Reading what a route needs while the token is checked.
 *
 * A route checks the caller's token (one GetItem, unless this process checked it in the last
 * minute) and then reads what it answers from: a game's newest version (one Query; a command, join
 * or leave may decide on this process's memory of it instead), a past version, the first page of
 * the caller's list of games or of the lobby. Those reads do not depend on the token check (the
 * token names its player: `<playerId>.<secret>`), so for routes that begin with one the HTTP
 * shell starts it first and checks the token meanwhile: one round trip to DynamoDB before the
 * answer instead of two, on every cold start and on a player's first request to a warm process.
 *
 * Nothing read is used before the token is accepted: the use case runs only then, and what was
 * read ahead is handed to its first matching read, in this request only (never to another
 * request). A request refused before it needs the read (a bad token, a bad body) has paid that read
 * for nothing; a request without a well-formed bearer token reads nothing ahead. So only small reads
 * go ahead: one version, or a first page of short list rows (a few read units). Not a page of a
 * game's history: up to 200 versions, up to 50 read units that anyone could make the table spend
 * with made-up tokens.
 */
import type { AppContext } from '../core/context.js';
import type { EventStore, InboxStore, ListQuery, LobbyStore } from '../core/ports.js';

/** A read already under way, handed out once. Its failure is the request's that uses it, and nobody's if none does. */
function once<T>(read: Promise<T>): () => Promise<T> | null {
  let ahead: Promise<T> | null = read;
  read.catch(() => undefined);
  return () => {
    const r = ahead;
    // Once only: a second look (after a lost race, say) must read again.
    ahead = null;
    return r;
  };
}

/** `ctx` with its event store's methods in place of the shared store's where given (the rest delegate to it). */
function withEvents(ctx: AppContext, own: Partial<Pick<EventStore, 'latest' | 'remembered' | 'atVersion'>>): AppContext {
  const store = ctx.events;
  const events: EventStore = {
    latest: own.latest ?? ((id) => store.latest(id)),
    remembered: own.remembered ?? ((id) => store.remembered(id)),
    atVersion: own.atVersion ?? ((id, version) => store.atVersion(id, version)),
    append: (record) => store.append(record),
    history: (id, after, limit) => store.history(id, after, limit),
    before: (id, version, count) => store.before(id, version, count),
  };
  return { ...ctx, events };
}

/**
 * A context for one request whose first `latest(gameId)` is the read already under way: for a use
 * case that reads the newest version whatever this process remembers (GET /games/{id} must answer
 * what is stored, and memory may be stale).
 */
export function readingGameAhead(ctx: AppContext, gameId: string): AppContext {
  const store = ctx.events;
  const take = once(store.latest(gameId));
  return withEvents(ctx, { latest: (id) => (id === gameId ? take() : null) ?? store.latest(id) });
}

/**
 * The same for a use case that decides through onLatestVersion (a command, join, leave, come back),
 * which may decide on this process's memory of the game without a read: when the process remembers
 * the game, nothing is read ahead, and the remembered version, decoded here to learn that, is handed
 * to the use case's first look instead of being decoded again.
 */
export function readingGameAheadUnlessRemembered(ctx: AppContext, gameId: string): AppContext {
  const store = ctx.events;
  let remembered = store.remembered(gameId);
  if (remembered === null) return readingGameAhead(ctx, gameId);
  return withEvents(ctx, {
    remembered: (id) => {
      const r = id === gameId ? remembered : null;
      // Once only, as a read ahead: a second look (after a lost race) asks the store again.
      if (r !== null) remembered = null;
      return r ?? store.remembered(id);
    },
  });
}

/** A context for one request whose first `atVersion(gameId, version)` is the read already under way (GET /games/{id}/versions/{v}). */
export function readingVersionAhead(ctx: AppContext, gameId: string, version: number): AppContext {
  const store = ctx.events;
  const take = once(store.atVersion(gameId, version));
  return withEvents(ctx, { atVersion: (id, v) => (id === gameId && v === version ? take() : null) ?? store.atVersion(id, v) });
}

/**
 * A context for one request whose first listing of `playerId`'s games with `query` (a first page:
 * no cursor) is the read already under way. The player is the one the token names; a use case
 * lists the games of the player the token check accepted, which is that one, and any other
 * listing reads for itself.
 */
export function readingGameListAhead(ctx: AppContext, playerId: string, query: Omit<ListQuery, 'after'>): AppContext {
  const store = ctx.inbox;
  const take = once(store.listForPlayer(playerId, query));
  const same = (id: string, q: ListQuery) => id === playerId && q.after === undefined && q.limit === query.limit && q.status === query.status;
  const inbox: InboxStore = { listForPlayer: (id, q) => (same(id, q) ? take() : null) ?? store.listForPlayer(id, q), openGameIds: (id) => store.openGameIds(id) };
  return { ...ctx, inbox };
}

/**
 * A context for one request whose first look at the first page (`limit` entries) of each of these
 * games' lobbies is the read already under way (GET /lobby: one game's lobby, or every game's merged).
 */
export function readingLobbyAhead(ctx: AppContext, games: readonly string[], limit: number): AppContext {
  const store = ctx.lobby;
  const ahead = new Map(games.map((game) => [game, once(store.page(game, limit))]));
  const lobby: LobbyStore = {
    put: (entry, listed) => store.put(entry, listed),
    page: (game, l, after) => (after === undefined && l === limit ? (ahead.get(game)?.() ?? null) : null) ?? store.page(game, l, after),
  };
  return { ...ctx, lobby };
}
