/**
 * The Ripper Rummy bot: a heuristic that scores each legal command from the seat's view alone
 * (its own hand, the table, the discard pile, the public counts) and plays the best one.
 *
 * What it values, in the rules' words (shared/rules/ripper-rummy.md):
 * - Evidence melds first (they empty the hand and score), then single cards onto melded suits, the
 *   Suspect card of a melded suspect, a Wild copying the suspect it has most of in its own area.
 * - A Victim (or Ripper Strikes) when none is on the table: nobody may meld without one.
 * - Scenes take the discard-pile card it would most like to hold.
 * - An Alibi only against the suspect leading the case when others, not it, hold his evidence.
 * - It calls the vote when it may and votes for the suspect the table names now.
 * - Ripper Escapes when escape scoring beats normal scoring for it against the best other seat.
 * - It discards the card it least wants (high points it cannot place, lone suits), and goes out
 *   whenever it can.
 * (The heuristic itself lives in bot/heuristic.ts.)
 *
 * Levels: `easy` plays a random legal command one time in three; `normal` plays the heuristic's
 * best. `hard` searches with the game's own rules (bot/search.ts): it takes the heuristic's few best
 * commands, rebuilds worlds from the view with the hidden cards drawn consistently with it
 * (bot/world.ts), applies each candidate with `decide`/`evolve` and plays the hand out to its
 * scoring with the heuristic for every seat, and scores a candidate by its average hand total less
 * the best other seat's over the same worlds. It keeps the heuristic's choice unless another
 * candidate beats it clearly (by a margin of standard errors): the playouts are noisy, and trusting
 * their bare average played worse than `normal`. The search counts rule applications against a
 * fixed budget (no clock), so a decision replays from the view and the rng; going out, the
 * heuristic's surest move, is played without search.
 */
import type { Bot, BotInput, BotLevel } from '../../../engine/bot.js';
import type { Rng } from '../../../engine/rng.js';
import { heuristicChoice, heuristicValues } from './heuristic.js';
import { bestByPlayouts, type SearchBudget } from './search.js';
import type { Command } from '../play/commands.js';
import type { RipperRummyView } from '../view/view.js';

/** How often `easy` ignores its heuristic. */
const EASY_NOISE = 1 / 3;
/** `hard`: how many of the heuristic's best commands are played out, and the playouts' budget. */
const HARD_CANDIDATES = 4;
const HARD_BUDGET: SearchBudget = { plays: 3_000, worlds: 24, confidence: 1.65 };
/** The heuristic's value of going out (or of Ripper Escapes when it pays): played without search. */
const SURE = 500;

export const ripperRummyBot: Bot<RipperRummyView, Command> = {
  choose(input: BotInput<RipperRummyView, Command>, level: BotLevel, rng: Rng): Command {
    const { legalCommands, view, seat } = input;
    if (level === 'easy' && rng.next() < EASY_NOISE) return rng.pick(legalCommands);
    if (level !== 'hard' || legalCommands.length === 1) return heuristicChoice(view, seat, legalCommands, rng);
    const values = heuristicValues(view, seat, legalCommands);
    const ranked = legalCommands.map((command, i) => ({ command, value: values[i] as number })).sort((a, b) => b.value - a.value);
    if ((ranked[0]?.value ?? 0) >= SURE) return heuristicChoice(view, seat, legalCommands, rng);
    const candidates = ranked.slice(0, HARD_CANDIDATES);
    return bestByPlayouts(view, seat, candidates, HARD_BUDGET, rng);
  },
};
