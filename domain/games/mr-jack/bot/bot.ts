/**
 * The Mr. Jack bot: plays whichever role its seat has (read from the view), with a shallow
 * look-ahead over a world rebuilt from the view (bot/world.ts) and the game's own rules.
 *
 * For each legal command it runs `decide` and `evolve` on that world, then follows its own
 * activation for a few more steps, always taking its best continuation (a greedy beam over the
 * steps of one activation: pick → move or ability → the rest), and scores where that leaves the
 * board (bot/evaluate.ts) just before the witness call. So a pick is judged by the best thing the
 * character can do, a move by what it does to who is seen. The Detective accuses only when one
 * suspect is left, or at his last chance of round 8; Jack leaves by an exit whenever he may (a won
 * game scores highest, and a command that wins at once is taken before any look-ahead). Ties are
 * broken by the rng.
 *
 * Levels: `easy` looks no further than the command itself and plays a random legal command one
 * time in four; `normal` looks two steps past a pick and one past anything else, within a budget;
 * `hard`, once the characters are on the board, follows its best commands on to the witness call,
 * the other seat's activations before it included (bot/round-search.ts): that reply is what
 * `normal` cannot see, and why looking deeper into its own activation alone gained nothing.
 */
import type { Bot, BotInput, BotLevel } from '../../../engine/bot.js';
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import { evaluate, WIN } from './evaluate.js';
import { playToCall as play, valueToWitnessCall, type RoundSearch } from './round-search.js';
import { worldFromView } from './world.js';
import type { MrJackCommand } from '../play/commands.js';
import { legalCommands } from '../play/legal.js';
import { LAST_ROUND, phaseOf, type MrJackState, type Role } from '../play/state.js';
import type { MrJackView } from '../view/view.js';

const EASY_NOISE = 1 / 4;
/**
 * The search, by level: steps looked at past a pick and past any other command, how many of the
 * best commands (by their own effect) are looked past at all, and a budget of rule applications
 * per decision. The budget (a count, not a clock, so a decision replays exactly) keeps a decision
 * within ~200 ms at p99 where commands are many (Goodley's whistle, Smith's gaslights).
 */
const SEARCH: Readonly<Record<BotLevel, { pick: number; other: number; widest: number; budget: number; round?: RoundSearch }>> = {
  easy: { pick: 0, other: 0, widest: 0, budget: 0 },
  normal: { pick: 2, other: 1, widest: 8, budget: 450 },
  // `round`: in play, each of the `widest` commands is followed to the witness call (bot/round-search.ts).
  hard: { pick: 3, other: 2, widest: 8, budget: 2_000, round: { beam: 3, ownEnds: 2, steps: 5 } },
};
/** Continuations followed deeper at each step of the look-ahead (the rest are scored where they stand). */
const BEAM = 4;

export const mrJackBot: Bot<MrJackView, MrJackCommand> = {
  choose(input: BotInput<MrJackView, MrJackCommand>, level: BotLevel, rng: Rng): MrJackCommand {
    const { view, seat } = input;
    const choices = input.legalCommands.length > 1 ? input.legalCommands.filter((c) => c.type !== 'resign') : input.legalCommands;
    if (level === 'easy' && rng.next() < EASY_NOISE) return rng.pick(choices);
    const role: Role = view.you.role ?? 'jack';
    const world = worldFromView(view, view.jack ?? view.suspects[0] ?? null, rng);
    const search = SEARCH[level];
    const budget = { plays: search.budget };
    const firstSteps = choices.map((command) => {
      if (command.type === 'accuse') return { command, after: null, value: accusation(view, role, command.suspect) };
      const after = play(world, command, seat, rng);
      return { command, after, value: evaluate(after ?? world, role) };
    });
    // A command that wins at once is taken at once. The look-ahead values a win later in the same
    // activation (Lestrade moving a cordon before leaving by an exit still open) as much as
    // this one, and a win put off is a win the rebuilt world may be wrong about.
    const winsNow = firstSteps.filter((s) => s.value === WIN);
    if (winsNow.length > 0) return rng.pick(winsNow.map((s) => s.command));
    // Look past the most promising commands first, so the budget goes where it matters.
    const ranked = [...firstSteps].sort((a, b) => b.value - a.value).slice(0, search.widest);
    const round = search.round !== undefined && phaseOf(world) === 'play' ? search.round : undefined;
    ranked.forEach((s, i) => {
      if (s.after === null) return;
      if (round === undefined) {
        s.value = continuation(s.after, seat, role, s.command.type === 'pick' ? search.pick : search.other, rng, budget);
        return;
      }
      // An even share of what is left: a command the budget never reached would keep its
      // one-step value, which forgets the reply and so flatters it.
      const share = { plays: Math.floor(budget.plays / (ranked.length - i)) };
      budget.plays -= share.plays;
      s.value = valueToWitnessCall(s.after, seat, role, round, share, rng);
      budget.plays += Math.max(0, share.plays);
    });
    // Values followed to the witness call and one-step values are not comparable: choose among the former.
    if (round !== undefined) for (const s of firstSteps) if (!ranked.includes(s)) s.value = -Infinity;
    const bestValue = Math.max(...firstSteps.map((s) => s.value));
    return rng.pick(firstSteps.filter((s) => s.value === bestValue).map((s) => s.command));
  },
};

/**
 * An accusation is a sure win with one suspect left; otherwise a gamble (1 in |suspects|) taken
 * only at the Detective's last activation of the last round, when waiting loses for certain.
 */
function accusation(view: MrJackView, role: Role, suspect: string): number {
  if (role !== 'detective' || !view.suspects.some((c) => c === suspect)) return -WIN;
  if (view.suspects.length === 1) return WIN;
  const lastChance = view.round === LAST_ROUND && view.roundCards.filter((r) => r.used).length >= 3;
  return lastChance ? WIN / view.suspects.length : -WIN;
}

/** The best value reachable within the same activation in `depth` more steps (greedy beyond the beam). */
function continuation(state: MrJackState, seat: Seat, role: Role, depth: number, rng: Rng, budget: { plays: number }): number {
  const here = evaluate(state, role);
  if (depth <= 0 || budget.plays <= 0 || state.outcome !== null || state.activation?.seat !== seat) return here;
  const scored: { state: MrJackState; value: number }[] = [];
  for (const command of legalCommands(state, seat)) {
    if (command.type === 'resign' || command.type === 'accuse') continue;
    if (budget.plays-- <= 0) break;
    const after = play(state, command, seat, rng);
    if (after !== null) scored.push({ state: after, value: evaluate(after, role) });
  }
  if (scored.length === 0) return here;
  scored.sort((a, b) => b.value - a.value);
  if (depth === 1) return scored[0]?.value ?? here;
  return Math.max(...scored.slice(0, BEAM).map((s) => continuation(s.state, seat, role, depth - 1, rng, budget)));
}
