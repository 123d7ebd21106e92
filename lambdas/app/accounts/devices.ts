/**
 * Use cases: a player's tokens, one per device. List them, issue another, revoke one, or revoke all
 * but the one asking. Registration issues the first, signing in by e-mail one more.
 *
 * The caller's player record may come from the token cache (up to a minute old), so each of these
 * reads the player afresh before deciding, and a write that finds the tokens changed meanwhile is
 * retried once on a fresh read.
 *
 * A revoked token is refused at once by this process (it forgets the player) and within
 * TOKEN_CACHE_TTL_MS by every other warm one.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { MAX_TOKENS, newToken, storedRecordOf } from './auth.js';
import type { AppContext } from '../core/context.js';
import { cleanName } from '../core/inputs.js';
import type { DeviceToken, PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import type { Caller } from '../core/ports.js';
import { problems } from '../core/problems.js';

export const TokenInfo = /* @__PURE__ */ builtOnce(() =>
  z.object({
    tokenId: z.string(),
    label: z.string().check(z.describe('What the token is for, as given when it was issued.')),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.nullable(z.iso.datetime()).check(z.describe('The hour it was last used (recorded to the hour); null if not since this was recorded.')),
    current: z.boolean().check(z.describe('True for the token this request was made with.')),
  }),
);
export const TokenList = /* @__PURE__ */ builtOnce(() =>
  z.object({ tokens: z.array(TokenInfo()).check(z.describe('Newest first.')) }),
);
export type TokenList = z.infer<ReturnType<typeof TokenList>>;

export const IssuedToken = /* @__PURE__ */ builtOnce(() =>
  z.object({
    playerId: z.string(),
    tokenId: z.string(),
    token: z.string().check(z.describe('Shown once. Send as "Authorization: Bearer <token>".')),
  }),
);
export type IssuedToken = z.infer<ReturnType<typeof IssuedToken>>;

const ATTEMPTS = 2;

function listOf(player: PlayerRecord, currentTokenId: string): TokenList {
  const tokens = [...player.tokens]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.tokenId.localeCompare(b.tokenId))
    .map((t) => ({ tokenId: t.tokenId, label: t.label, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt, current: t.tokenId === currentTokenId }));
  return { tokens };
}

export async function listTokens(ctx: AppContext, caller: Caller): Promise<Outcome<TokenList>> {
  const player = await storedRecordOf(ctx.players, caller);
  if (!player) return fail(problems.playerNotFound());
  return ok(listOf(player, caller.tokenId));
}

/** The least recently used tokens to drop so that one more fits. */
function leastRecentlyUsed(tokens: readonly DeviceToken[], keep: number): string[] {
  const byUse = [...tokens].sort((a, b) => (a.lastUsedAt ?? a.createdAt).localeCompare(b.lastUsedAt ?? b.createdAt) || a.createdAt.localeCompare(b.createdAt));
  return byUse.slice(0, Math.max(0, tokens.length - keep)).map((t) => t.tokenId);
}

/**
 * Issues a token to a player. When the player holds MAX_TOKENS already: `refuse` answers 409 (the
 * caller can revoke one), `evict` drops the least recently used (signing in by e-mail must work
 * even for someone who lost every device).
 */
export async function issueToken(ctx: AppContext, playerId: string, label: string, whenFull: 'refuse' | 'evict'): Promise<Outcome<IssuedToken>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const player = await ctx.players.get(playerId);
    if (!player) return fail(problems.playerNotFound());
    if (player.tokens.length >= MAX_TOKENS && whenFull === 'refuse') return fail(problems.tooManyTokens(MAX_TOKENS));
    const evict = leastRecentlyUsed(player.tokens, MAX_TOKENS - 1);
    const issued = newToken(player.playerId, ctx.ids, label, ctx.clock.now().getTime());
    if (await ctx.players.addToken(player, issued.stored, evict, MAX_TOKENS)) {
      ctx.tokens.forget(player.playerId);
      return ok({ playerId: player.playerId, tokenId: issued.stored.tokenId, token: issued.bearer });
    }
  }
  return fail(problems.accountBusy());
}

/** POST /players/me/tokens: one more token, for another device. */
export async function createToken(ctx: AppContext, caller: Caller, rawLabel: string): Promise<Outcome<IssuedToken>> {
  const label = cleanName(rawLabel, 'label');
  if (!label.ok) return label;
  return issueToken(ctx, caller.player.playerId, label.value, 'refuse');
}

/** DELETE /players/me/tokens/{tokenId}, or (`tokenId` null) DELETE /players/me/tokens: every token but the caller's. */
export async function revokeTokens(ctx: AppContext, caller: Caller, tokenId: string | null): Promise<Outcome<null>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // After a lost race, the record is read again.
    const player = attempt === 0 ? await storedRecordOf(ctx.players, caller) : await ctx.players.get(caller.player.playerId);
    if (!player) return fail(problems.playerNotFound());
    const revoked = tokenId === null ? player.tokens.filter((t) => t.tokenId !== caller.tokenId).map((t) => t.tokenId) : player.tokens.filter((t) => t.tokenId === tokenId).map((t) => t.tokenId);
    if (tokenId !== null && revoked.length === 0) return fail(problems.tokenNotFound());
    if (revoked.length === 0) return ok(null);
    if (await ctx.players.removeTokens(player, revoked)) {
      ctx.tokens.forget(player.playerId);
      return ok(null);
    }
  }
  return fail(problems.accountBusy());
}
