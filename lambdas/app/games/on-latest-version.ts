/**
 * The optimistic loop every action on a game shares (a command, join, leave, come back): take the
 * newest version, decide on it — an answer at once, or the next version to append — and append it
 * conditionally; when someone else appended first, look again, a few times, then answer `busy`.
 *
 * The first look is at the version this process remembers, when it has one (it appended or read it
 * last; see recent-versions.ts): most commands then cost one PutItem and no Query. That version may
 * be stale, so it is trusted only by an append: a stale one makes the append conflict. Any other
 * answer decided on it (a rejection, a stale If-Match, a replay) is decided again on a read, and a
 * conflict on it does not count as one of the attempts.
 *
 * The answer to an appended version is made while the PutItem is in flight (it depends only on the
 * version appended) and used only once the append has landed: the answer's work (the view and the
 * legal commands, a good part of a command's own time on a Lambda's share of a CPU) then waits on
 * DynamoDB instead of following it. On a conflict it is thrown away.
 */
import type { AnyGame } from '../../../domain/engine/game.js';
import type { AppContext } from '../core/context.js';
import type { GameRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems, type Problem } from '../core/problems.js';

/**
 * What an action makes of the latest version: its answer now, or a version to append and how to
 * answer once it is (`remembered`: it was decided on this process's memory, no read made).
 * `answerAppended` must be a pure function of its arguments: it runs while the append is in flight,
 * and what it returns is thrown away when the append conflicts.
 */
export type ActionStep<T> = { readonly answer: Outcome<T> } | { readonly append: GameRecord; readonly answerAppended: (record: GameRecord, remembered: boolean) => T };

export async function onLatestVersion<T>(
  ctx: Pick<AppContext, 'events' | 'games'>,
  gameId: string,
  opts: { readonly attempts: number; readonly busy: Problem },
  step: (latest: GameRecord, game: AnyGame) => ActionStep<T> | Promise<ActionStep<T>>,
): Promise<Outcome<T>> {
  let remembered = ctx.events.remembered(gameId);
  for (let attempt = 0; attempt < opts.attempts; ) {
    const fromMemory = remembered !== null;
    const latest = remembered ?? (await ctx.events.latest(gameId));
    remembered = null;
    const game = latest && ctx.games.get(latest.snapshot.game);
    if (!latest || !game) return fail(problems.gameNotFound(gameId));
    const next = await step(latest, game);
    if ('answer' in next) {
      if (fromMemory) continue;
      return next.answer;
    }
    const [appended, answer] = await appendWhileAnswering(ctx, next.append, () => next.answerAppended(next.append, fromMemory));
    if (appended === 'appended') return ok(answer());
    // Someone else appended at the same moment (or the remembered version was stale): look again.
    if (!fromMemory) attempt++;
  }
  return fail(opts.busy);
}

/**
 * Appends `record` and, once the PutItem is on its way (in the next turn of the event loop: the
 * SDK's own promise steps before it sends come first), makes the answer. A failure to make it is
 * the request's, raised only once the append settled; a failed append is raised as itself.
 */
async function appendWhileAnswering<T>(ctx: Pick<AppContext, 'events'>, record: GameRecord, makeAnswer: () => T): Promise<['appended' | 'conflict', () => T]> {
  const appending = ctx.events.append(record);
  // Observed at once: an append that fails before the answer is made is raised below, not reported
  // as an unhandled rejection meanwhile (which would end a Lambda's process).
  appending.catch(() => undefined);
  const made = await new Promise<{ value: T } | { error: unknown }>((resolve) =>
    setImmediate(() => {
      try {
        resolve({ value: makeAnswer() });
      } catch (error) {
        resolve({ error });
      }
    }),
  );
  const appended = await appending;
  return [
    appended,
    () => {
      if ('error' in made) throw made.error;
      return made.value;
    },
  ];
}
