/**
 * Reading a game while the token is checked.
 *
 * A route on one game checks the caller's token (one GetItem, unless this process checked it in
 * the last minute) and then reads the game's newest version (one Query, unless this process
 * remembers it). The two reads do not depend on each other, so for routes that begin with that
 * Query the HTTP shell starts it first and checks the token meanwhile: one round trip to DynamoDB
 * instead of two when neither is remembered, which is every cold start and every first request of
 * a player to a warm process.
 *
 * Nothing read is used before the token is accepted: the use case runs only then, and the version
 * read ahead is handed to its first `latest` of that game, in this request only (a version read
 * for one request is never served to another). A request refused before it needs the game (a bad
 * token, a bad body) has paid one read for nothing; a request without a well-formed bearer token
 * or game id reads nothing ahead.
 */
import type { AppContext } from './context.js';
import type { GameRecord } from './model.js';
import type { EventStore } from './ports.js';

/**
 * A context for one request whose first `latest(gameId)` is the read already under way. When the
 * process remembers the game, its use case may decide on that memory without a read (onLatestVersion),
 * so nothing is read ahead.
 */
export function readingGameAhead(ctx: AppContext, gameId: string): AppContext {
  if (ctx.events.remembered(gameId) !== null) return ctx;
  const store = ctx.events;
  let ahead: Promise<GameRecord | null> | null = store.latest(gameId);
  // Awaited by the use case if the request gets that far; a request refused before drops it,
  // and its failure (a throttled read) is then nobody's to report.
  ahead.catch(() => undefined);
  const events: EventStore = {
    latest(id) {
      if (id !== gameId || ahead === null) return store.latest(id);
      const read = ahead;
      // Once only: a second look (after a lost race) must read again.
      ahead = null;
      return read;
    },
    remembered: (id) => store.remembered(id),
    atVersion: (id, version) => store.atVersion(id, version),
    append: (record) => store.append(record),
    history: (id, after, limit) => store.history(id, after, limit),
  };
  return { ...ctx, events };
}
