/**
 * A game's terms in words, for the lobby's cards and the game's page: plain strings, no DOM (so the
 * unit tests compile them without the DOM's types).
 */
import { capitalised } from './format.js';

/** The yes-or-no options in the words of the new-game form, which a game's terms repeat. */
export const SWITCH_LABELS: Readonly<Record<string, string>> = {
  voteCallerNeedsOwnMeld: 'Calling the vote needs a meld of your own',
  reshuffleKeepsTopDiscard: 'A reshuffle keeps the top discard',
  sceneStealsMatchingCard: 'A Scene steals a matching card',
  escapeWindowAfterGoingOut: 'Ripper Escapes may answer a player going out',
  extension: 'The Mr. Jack Extension (a draft of characters)',
};

/** The options a player picks a game by, in words (the turn time is shown apart). */
export function optionWords(options: Record<string, unknown>): string[] {
  return Object.entries(options)
    .filter(([k, v]) => k !== 'turnTimeLimitHours' && k !== 'onTimeout' && v !== false)
    .map(([k, v]) => {
      if (k === 'role') return v === 'random' ? 'roles drawn at random' : `its creator plays ${v === 'jack' ? 'Jack' : 'the Detective'}`;
      if (k === 'board') return `${String(v)} board`;
      return v === true ? (SWITCH_LABELS[k] ?? words(k)) : `${words(k)} ${String(v)}`;
    });
}

/** Whether a bot plays missed moves (the game's `onTimeout` option; absent: the game's fallback). */
export function botPlaysMissedMoves(options: Record<string, unknown>): boolean {
  return options.onTimeout === 'bot';
}

/**
 * The game's fallback in a few words, where it is more than a move played for you (format.ts says
 * it whole), by the game's options: the Extension's draft and placement are played for you.
 */
const FALLBACK_IN_SHORT: Readonly<Record<string, (options: Record<string, unknown>) => string>> = {
  'mr-jack': (options) => (options.extension === true ? 'from round 1, a missed move forfeits' : 'a missed move forfeits'),
};

/** Who plays a missed move, as a joiner weighs it: in Mr. Jack the game's fallback forfeits. */
export function missedMoveWords(g: { game: string; onTimeout: 'fallback' | 'bot'; options?: Record<string, unknown> }): string {
  if (g.onTimeout === 'bot') return 'a bot plays missed moves';
  return FALLBACK_IN_SHORT[g.game]?.(g.options ?? {}) ?? "the game's fallback plays missed moves";
}

/**
 * A game's terms in one line, as the lobby lists them: its options, the time per move, who plays a
 * missed move. The game's page shows it too, so whoever opens an invitation's link sees what they
 * would join.
 */
export function gameTerms(g: { game: string; options: Record<string, unknown> }): string {
  const onTimeout = botPlaysMissedMoves(g.options) ? 'bot' : 'fallback';
  const hours = typeof g.options.turnTimeLimitHours === 'number' ? [`${g.options.turnTimeLimitHours} h per move`] : [];
  return [...optionWords(g.options), ...hours, missedMoveWords({ game: g.game, onTimeout, options: g.options })].join(' · ');
}

/** `targetScore` → "Target score". */
function words(key: string): string {
  return capitalised(key.replace(/([A-Z])/g, ' $1').toLowerCase());
}
