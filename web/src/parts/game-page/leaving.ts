/**
 * Leaving a game being played (POST /games/{id}/leave on an active game): the seat goes away at
 * once, and its turns are played for it. Asked twice, since in Mr. Jack the fallback forfeits.
 * The warning says who plays the seat from then on, from the game's own onTimeout.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import { confirmBox } from '../forms/confirm.js';
import { webGame } from '../../games/registry.js';
import { youAreAway } from '../../words/seats.js';
import { botPlaysMissedMoves } from '../../words/terms.js';

/**
 * The server's DAYS_ON_HOLD_BEFORE_ABANDONED (its deadlines module), which the web cannot import
 * without server code in its bundle: test/unit/web/leaving.test.ts fails if the two differ.
 */
export const DAYS_ON_HOLD_BEFORE_ABANDONED = 30;

/**
 * Whether the caller leaving puts the game on hold: with the game's fallback, nobody else at the
 * table (no bot, every other player away). The server's onHold decides it once the
 * seat is away; test/unit/web/leaving.test.ts checks this prediction against it, case by case,
 * through the game resource the web reads. The game is then abandoned after
 * DAYS_ON_HOLD_BEFORE_ABANDONED, as the API's `abandonAt` documents.
 */
export function leavingPutsOnHold(g: Game): boolean {
  return !botPlaysMissedMoves(g.options) && !g.seats.some((s) => s.seat !== g.you && (s.bot !== undefined || !s.away));
}

/** What leaving will do, in plain words. */
export function leavingWarning(g: Game): string {
  const who = botPlaysMissedMoves(g.options) ? 'a bot (normal) plays your turns, at once.' : (webGame(g.game).words.leavingFallback ?? "the game's fallback plays your turns.");
  const others = leavingPutsOnHold(g) ? `Nobody else is at the table (no player, no bot): the game will wait until one of you is back, and is abandoned if nobody is within ${DAYS_ON_HOLD_BEFORE_ABANDONED} days.` : `The others will not wait for you: from now on ${who}`;
  return `${others} You stay seated and see the game to its end, and "I'm back" takes your turns back.`;
}

export interface LeavingControls {
  readonly confirming: boolean;
  readonly ask: () => void;
  readonly keep: () => void;
  readonly leave: () => void;
  readonly disabled: boolean;
}

/** "Leave this game…" for a seated player of a game being played whose seat is not away. */
export function leaveActiveGame(g: Game, c: LeavingControls): TemplateResult | typeof nothing {
  if (g.status !== 'active' || g.you === undefined || youAreAway(g)) return nothing;
  return c.confirming
    ? confirmBox({ id: 'leave-warning', warning: html`<strong>Leave this game?</strong> ${leavingWarning(g)}`, doIt: 'Leave the game', confirm: c.leave, keep: 'Keep playing', cancel: c.keep, disabled: c.disabled })
    : html`<p><button type="button" class="danger small" ?disabled=${c.disabled} @click=${c.ask}>Leave this game…</button></p>`;
}
