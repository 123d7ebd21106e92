/** Helpers to register players through the use case (integration tests). */
import type { AppContext } from '../../../lambdas/app/core/context.js';
import type { PlayerRecord } from '../../../lambdas/app/core/model.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';

let registered = 0;

/** Registers a player under a unique address (one player per address). */
export async function newPlayer(ctx: AppContext, name: string): Promise<{ player: PlayerRecord; token: string }> {
  const out = await registerPlayer(ctx, { name, email: `${name.toLowerCase()}.${++registered}@example.com` });
  if (!out.ok) throw new Error(out.problem.detail);
  const player = await ctx.players.get(out.value.playerId);
  if (!player) throw new Error('player not stored');
  return { player, token: out.value.token };
}

export function unwrap<T>(out: { ok: true; value: T } | { ok: false; problem: { code: string; detail: string } }): T {
  if (!out.ok) throw new Error(`${out.problem.code}: ${out.problem.detail}`);
  return out.value;
}
