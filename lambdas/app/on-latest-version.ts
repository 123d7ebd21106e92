/**
 * The optimistic loop every platform action on a game shares (join, leave, come back): read the
 * latest version, decide on it — an answer at once, or the next version to append — and append it
 * conditionally; when someone else appended first, look again, a few times, then answer `busy`.
 */
import type { AnyGame } from '../../domain/engine/game.js';
import type { AppContext } from './context.js';
import type { GameRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems, type Problem } from './problems.js';

/** What an action makes of the latest version: its answer now, or a version to append and how to answer once it is. */
export type ActionStep<T> = { readonly answer: Outcome<T> } | { readonly append: GameRecord; readonly answerAppended: (record: GameRecord) => T };

export async function onLatestVersion<T>(
  ctx: Pick<AppContext, 'events' | 'games'>,
  gameId: string,
  opts: { readonly attempts: number; readonly busy: Problem },
  step: (latest: GameRecord, game: AnyGame) => ActionStep<T>,
): Promise<Outcome<T>> {
  for (let attempt = 0; attempt < opts.attempts; attempt++) {
    const latest = await ctx.events.latest(gameId);
    const game = latest && ctx.games.get(latest.snapshot.game);
    if (!latest || !game) return fail(problems.gameNotFound(gameId));
    const next = step(latest, game);
    if ('answer' in next) return next.answer;
    if ((await ctx.events.append(next.append)) === 'appended') return ok(next.answerAppended(next.append));
    // Someone else appended at the same moment: look again.
  }
  return fail(opts.busy);
}
