/**
 * The Ripper Rummy bot beyond the contract test: in positions met in seeded games (a bot at seat 0
 * against random players), it goes out when it can, melds rather than waits, and votes for the
 * suspect the table would name.
 */
import { describe, expect, it } from 'vitest';
import type { BotInput } from '../../../../domain/engine/bot.js';
import { createRng } from '../../../../domain/engine/rng.js';
import type { Command } from '../../../../domain/games/ripper-rummy/play/commands.js';
import { ripperRummy } from '../../../../domain/games/ripper-rummy/index.js';
import { nameRipper } from '../../../../domain/games/ripper-rummy/rules/table.js';
import type { State } from '../../../../domain/games/ripper-rummy/play/state.js';
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view/view.js';
import { randomPlayout } from '../../../support/games/game-harness.js';

const GAMES = 4;
const TIMEOUT = 60_000;

const seen = (state: State, seat: number): BotInput<RipperRummyView, Command> =>
  JSON.parse(JSON.stringify({ seat, view: ripperRummy.view(state, seat), legalCommands: ripperRummy.legalCommands(state, seat), pending: ripperRummy.pending(state) }));

/** Seat 0's decisions in a few games where it is the bot and the others play at random. */
function botDecisions(): { state: State; input: BotInput<RipperRummyView, Command>; choice: Command }[] {
  const out: { state: State; input: BotInput<RipperRummyView, Command>; choice: Command }[] = [];
  for (let i = 0; i < GAMES; i++) {
    randomPlayout(ripperRummy, { players: 2 + (i % 3) }, `rr-bot-${i}`, {
      maxSteps: 20_000,
      choose: (rng, commands, state, seat) => {
        if (seat !== 0) return rng.pick(commands);
        const input = seen(state, seat);
        const choice = ripperRummy.bot.choose(input, 'normal', createRng('rr-bot', out.length));
        out.push({ state, input, choice });
        return choice;
      },
    });
  }
  return out;
}

describe('the Ripper Rummy bot', () => {
  const decisions = botDecisions();

  it('goes out when its last card can be discarded in its turn', { timeout: TIMEOUT }, () => {
    const last = decisions.filter(({ state, input }) => state.turn.seat === 0 && state.turn.step === 'play' && input.view.yourHand?.length === 1 && input.legalCommands.some((c) => c.type === 'discard'));
    expect(last.length).toBeGreaterThan(0);
    for (const { input, choice } of last) expect(choice.type === 'discard' || choice.type === 'ripper-escapes', JSON.stringify(input.view.yourHand)).toBe(true);
  });

  it('melds whenever a meld is allowed (or plays Ripper Escapes)', { timeout: TIMEOUT }, () => {
    const meldable = decisions.filter(({ input }) => input.legalCommands.some((c) => c.type === 'meld'));
    expect(meldable.length).toBeGreaterThan(0);
    for (const { choice } of meldable) expect(['meld', 'ripper-escapes']).toContain(choice.type);
  });

  it('votes for the suspect the table names now', { timeout: TIMEOUT }, () => {
    const votes = decisions.filter(({ choice }) => choice.type === 'vote');
    expect(votes.length).toBeGreaterThan(0);
    for (const { state, choice } of votes) expect(choice).toEqual({ type: 'vote', suspect: nameRipper(state) });
  });
});
