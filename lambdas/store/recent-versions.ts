/**
 * The newest stored item of each game this process has written or read, kept as the item's bytes:
 * what the move path's Query would return if nobody else wrote since. A player's next command often
 * comes to the same warm process seconds later (a Mr. Jack turn is several commands; a Ripper Rummy
 * turn a draw, melds and a discard), and then the Query can be skipped: the append's condition
 * (version + 1 must not exist) fails if the remembered version is no longer the newest, because
 * versions are only ever added, never rewritten or deleted (a migration that rewrote stored versions
 * in place would have to run with no warm instance left from before it, as a deployment leaves
 * none). See onLatestVersion for who may act on it.
 *
 * Bytes rather than the decoded record, so a hit decodes exactly what the table holds and no caller
 * can change a remembered record in place. Least recently used entries go first.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export interface RecentVersions {
  /** The remembered item of a game, or undefined. */
  get(gameId: string): Record<string, AttributeValue> | undefined;
  /** Keeps `item` as the game's newest unless a newer version is already kept. */
  keep(gameId: string, version: number, item: Record<string, AttributeValue>): void;
  /** Forgets the game (its remembered version turned out stale). */
  forget(gameId: string): void;
}

export function recentVersions(capacity: number): RecentVersions {
  const entries = new Map<string, { version: number; item: Record<string, AttributeValue> }>();
  return {
    get(gameId) {
      const e = entries.get(gameId);
      if (!e) return undefined;
      // Map order is insertion order: re-inserting marks it as the most recently used.
      entries.delete(gameId);
      entries.set(gameId, e);
      return e.item;
    },
    keep(gameId, version, item) {
      if (capacity <= 0) return;
      const kept = entries.get(gameId);
      // Two requests of one process may finish out of order; never step back to an older version.
      if (kept && kept.version > version) return;
      entries.delete(gameId);
      entries.set(gameId, { version, item });
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
    forget(gameId) {
      entries.delete(gameId);
    },
  };
}
