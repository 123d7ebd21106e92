/** result: who won, how, and the secrets revealed (rules §7, §8). */
import type { GameResult } from '../../../engine/game.js';
import type { CharacterId } from '../rules/characters.js';
import { characterName, drawsOf, seatOfRole, type MrJackState, type Outcome } from './state.js';

export function result(state: MrJackState): GameResult | null {
  const o = state.outcome;
  if (o === null) return null;
  // Null only when the game ended in the Extension's draft, before Jack was drawn.
  const jack = state.jack;
  return {
    winners: [seatOfRole(state, o.winner)],
    summary: summary(o, jack),
    winner: o.winner,
    reason: o.reason,
    round: o.round,
    jack,
    jackDraws: drawsOf(state, 'jack'),
    detectiveDraws: drawsOf(state, 'detective'),
    exit: o.exit,
    suspect: o.suspect,
    seats: { jack: seatOfRole(state, 'jack'), detective: seatOfRole(state, 'detective') },
    ...(state.draft === undefined ? {} : { pool: [...state.pool], dealt: { jack: [...state.draft.dealt.jack], detective: [...state.draft.dealt.detective] } }),
  };
}

function summary(o: Outcome, jack: CharacterId | null): string {
  if (jack === null) return `The ${o.winner === 'jack' ? 'Detective' : 'Jack player'} resigned during the draft, before Jack was drawn`;
  const name = characterName(jack);
  switch (o.reason) {
    case 'escaped':
      return `Jack (${name}) escaped through the ${o.exit} exit in round ${o.round}`;
    case 'accused-right':
      return `The Detective unmasked Jack (${name}) in round ${o.round}`;
    case 'accused-wrong':
      return `The Detective wrongly accused ${o.suspect === null ? 'a character' : characterName(o.suspect)} in round ${o.round}; Jack was ${name}`;
    case 'round-8':
      return `Jack (${name}) was not arrested by the end of round 8`;
    case 'resigned':
      return `The ${o.winner === 'jack' ? 'Detective' : 'Jack player'} resigned in round ${o.round}; Jack was ${name}`;
  }
}
