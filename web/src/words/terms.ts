/**
 * A game's terms in words, for the lobby's cards and the game's page: plain strings. Each game's
 * own words (its options, what its fallback does) come from its folder (games/<game>/words.ts).
 */
import { webGame } from '../games/registry.js';
import { keyWords } from './format.js';
import { timeBankOption, timeBankTerms } from '../parts/game-page/time-bank.js';

/** The options a player picks a game by, in words (the turn time is shown apart). */
export function optionWords(game: string, options: Record<string, unknown>): string[] {
  const words = webGame(game).words;
  return Object.entries(options)
    .filter(([k, v]) => k !== 'turnTimeLimitHours' && k !== 'onTimeout' && k !== 'timeBank' && v !== false)
    .map(([k, v]) => words.option?.(k, v) ?? (v === true ? (words.switches[k] ?? keyWords(k)) : `${keyWords(k)} ${String(v)}`));
}

/** Whether a bot plays missed moves (the game's `onTimeout` option; absent: the game's fallback). */
export function botPlaysMissedMoves(options: Record<string, unknown>): boolean {
  return options.onTimeout === 'bot';
}

/** Who plays a missed move, as a joiner weighs it: in Mr. Jack the game's fallback forfeits. */
export function missedMoveWords(g: { game: string; onTimeout: 'fallback' | 'bot'; options?: Record<string, unknown> }): string {
  if (g.onTimeout === 'bot') return 'a bot plays missed moves';
  return webGame(g.game).words.missedMoveInShort?.(g.options ?? {}) ?? "the game's fallback plays missed moves";
}

/**
 * A game's terms in one line, as the lobby lists them: its options, the time per move, who plays a
 * missed move. The game's page shows it too, so whoever opens an invitation's link sees what they
 * would join.
 */
export function gameTerms(g: { game: string; options: Record<string, unknown> }): string {
  const onTimeout = botPlaysMissedMoves(g.options) ? 'bot' : 'fallback';
  const bank = timeBankOption(g.options);
  const hours = bank ? [timeBankTerms(bank)] : typeof g.options.turnTimeLimitHours === 'number' ? [`${g.options.turnTimeLimitHours} h per move`] : [];
  return [...optionWords(g.game, g.options), ...hours, missedMoveWords({ game: g.game, onTimeout, options: g.options })].join(' · ');
}
