/**
 * Bearer tokens are `<playerId>.<secret>`; a player holds one per device, and only sha256(secret)
 * is stored. A presented secret is compared, in constant time, with every token of its player
 * (at most MAX_TOKENS), so which one matched takes the same time to find.
 *
 * A warm process remembers a verified token for at most TOKEN_CACHE_TTL_MS (keyed by a hash of the
 * whole token, never the token itself), as API Gateway's authorizer cache would: the hot path of a
 * move then costs exactly one read and one write. The bound is what revocation relies on: the
 * process that revokes a token forgets the player at once, every other warm process re-reads it
 * within a minute.
 *
 * Each token records the hour it was last used; it is written when a request comes in a later
 * hour than the recorded one, so at most once per token per hour (per warm process at worst; the
 * write is conditional, so the stored hour only moves forward).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DeviceToken, PlayerRecord } from '../core/model.js';
import type { Caller, PlayerStore, TokenCache } from '../core/ports.js';

/** How long a warm process may go on accepting a token without re-reading its player (a revoked token's grace). */
export const TOKEN_CACHE_TTL_MS = 60_000;
/** Tokens (devices) a player may hold. */
export const MAX_TOKENS = 20;

const HOUR_MS = 3_600_000;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The hour a time falls in, as an ISO string (`2026-12-01T14:00:00.000Z`). */
export function hourOf(ms: number): string {
  return new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();
}

function splitToken(token: string): { playerId: string; secret: string } | null {
  const [, playerId, secret] = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,128})$/.exec(token) ?? [];
  return playerId !== undefined && secret !== undefined ? { playerId, secret } : null;
}

/** The player a bearer token names, if it has the form of one (`<playerId>.<secret>`): nothing is checked yet. */
export function playerIdOfToken(token: string): string | null {
  return splitToken(token)?.playerId ?? null;
}

/** A new token for a player: what to store, and the bearer token to show once. */
export function newToken(playerId: string, ids: { secret(): string; tokenId(): string }, label: string, nowMs: number): { stored: DeviceToken; bearer: string } {
  const secret = ids.secret();
  const stored: DeviceToken = { tokenId: ids.tokenId(), hash: sha256(secret), label, createdAt: new Date(nowMs).toISOString(), lastUsedAt: hourOf(nowMs) };
  return { stored, bearer: `${playerId}.${secret}` };
}

export function createTokenCache(ttlMs = TOKEN_CACHE_TTL_MS, maxEntries = 5_000): TokenCache {
  const entries = new Map<string, { caller: Caller; expires: number }>();
  return {
    get(digest, nowMs) {
      const hit = entries.get(digest);
      if (!hit) return undefined;
      if (hit.expires <= nowMs) {
        entries.delete(digest);
        return undefined;
      }
      return hit.caller;
    },
    set(digest, caller, nowMs) {
      const kept = entries.get(digest);
      // Full: forget the oldest entry (a Map iterates in insertion order).
      const oldest = entries.keys().next();
      if (!kept && entries.size >= maxEntries && !oldest.done) entries.delete(oldest.value);
      // Refreshing an entry (a new lastUsedAt) keeps its expiry: the bound counts from the read.
      entries.set(digest, { caller, expires: kept?.expires ?? nowMs + ttlMs });
    },
    forget(playerId) {
      for (const [k, v] of entries) if (v.caller.player.playerId === playerId) entries.delete(k);
    },
  };
}

/** Which of the player's tokens has this secret's hash, comparing with every one in constant time. */
function matchingToken(player: PlayerRecord, secret: string): DeviceToken | null {
  const actual = Buffer.from(sha256(secret), 'hex');
  let found: DeviceToken | null = null;
  for (const token of player.tokens) {
    const expected = Buffer.from(token.hash, 'hex');
    if (expected.length === actual.length && timingSafeEqual(expected, actual) && found === null) found = token;
  }
  return found;
}

/** The caller a bearer token belongs to, or null (unknown player, unknown or revoked token, bad format). */
export async function authenticate(players: PlayerStore, cache: TokenCache, token: string, nowMs: number): Promise<Caller | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const digest = sha256(token);
  const cached = cache.get(digest, nowMs);
  let caller: Caller;
  if (cached) caller = { ...cached, fresh: false };
  else {
    const player = await players.get(parts.playerId);
    if (!player) return null;
    const matched = matchingToken(player, parts.secret);
    if (!matched) return null;
    caller = { player, tokenId: matched.tokenId, fresh: true };
    cache.set(digest, caller, nowMs);
  }
  return touch(players, cache, digest, caller, nowMs);
}

/**
 * The caller's record as stored: the one the token check read in this request, else read again (a
 * cached caller may be up to TOKEN_CACHE_TTL_MS old). On a cold process, and whenever the token was
 * not cached, that saves a second read of the same item a few milliseconds later.
 */
export async function storedRecordOf(players: PlayerStore, caller: Caller): Promise<PlayerRecord | null> {
  return caller.fresh ? caller.player : players.get(caller.player.playerId);
}

/** Records the hour of use when it is a later hour than the one recorded. */
async function touch(players: PlayerStore, cache: TokenCache, digest: string, caller: Caller, nowMs: number): Promise<Caller> {
  const hour = hourOf(nowMs);
  const token = caller.player.tokens.find((t) => t.tokenId === caller.tokenId);
  if (!token || (token.lastUsedAt !== null && token.lastUsedAt >= hour)) return caller;
  // Bookkeeping only: a failed write must not fail the request (the next hour tries again).
  await players.touchToken(caller.player, caller.tokenId, hour).catch(() => undefined);
  const tokens = caller.player.tokens.map((t) => (t.tokenId === caller.tokenId ? { ...t, lastUsedAt: hour } : t));
  // No longer `fresh`: the write may have changed more than the hour (a legacy item is rewritten as a map).
  const touched: Caller = { ...caller, player: { ...caller.player, tokens }, fresh: false };
  cache.set(digest, touched, nowMs);
  return touched;
}
