/**
 * Bearer tokens are `<playerId>.<secret>`; only sha256(secret) is stored, compared in constant time.
 *
 * A warm Lambda remembers a verified token for a few minutes (keyed by a hash of the whole token,
 * never the token itself), as API Gateway's authorizer cache would: the hot path of a move then costs
 * exactly one read and one write. A cold process pays one GetItem on its first request per token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { PlayerRecord } from './model.js';
import type { PlayerStore, TokenCache } from './ports.js';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function splitToken(token: string): { playerId: string; secret: string } | null {
  const [, playerId, secret] = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,128})$/.exec(token) ?? [];
  return playerId !== undefined && secret !== undefined ? { playerId, secret } : null;
}

export function createTokenCache(ttlMs = 5 * 60_000, maxEntries = 5_000): TokenCache {
  const entries = new Map<string, { player: PlayerRecord; expires: number }>();
  return {
    get(digest, nowMs) {
      const hit = entries.get(digest);
      if (!hit) return undefined;
      if (hit.expires <= nowMs) {
        entries.delete(digest);
        return undefined;
      }
      return hit.player;
    },
    set(digest, player, nowMs) {
      // Full: forget the oldest entry (a Map iterates in insertion order).
      const oldest = entries.keys().next();
      if (entries.size >= maxEntries && !oldest.done) entries.delete(oldest.value);
      entries.set(digest, { player, expires: nowMs + ttlMs });
    },
    forget(playerId) {
      for (const [k, v] of entries) if (v.player.playerId === playerId) entries.delete(k);
    },
  };
}

/** The player a bearer token belongs to, or null (unknown player, wrong secret, bad format). */
export async function authenticate(players: PlayerStore, cache: TokenCache, token: string, nowMs: number): Promise<PlayerRecord | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const digest = sha256(token);
  const cached = cache.get(digest, nowMs);
  if (cached) return cached;
  const player = await players.get(parts.playerId);
  if (!player) return null;
  const expected = Buffer.from(player.tokenHash, 'hex');
  const actual = Buffer.from(sha256(parts.secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  cache.set(digest, player, nowMs);
  return player;
}
