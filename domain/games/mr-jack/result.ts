/** result: who won, how, and the secrets revealed (rules §7, §8). */
import type { GameResult } from '../../engine/game.js';
import { characterName, seatOfRole, type MrJackState } from './state.js';
import type { CharacterId } from './characters.js';

export function result(state: MrJackState): GameResult | null {
  const o = state.outcome;
  if (o === null) return null;
  const jack = state.jack as CharacterId;
  return {
    winners: [seatOfRole(state, o.winner)],
    summary: summary(state),
    winner: o.winner,
    reason: o.reason,
    round: o.round,
    jack,
    jackDraws: state.draws.filter((d) => d.role === 'jack').map((d) => d.card),
    detectiveDraws: state.draws.filter((d) => d.role === 'detective').map((d) => d.card),
    exit: o.exit,
    suspect: o.suspect,
    seats: { jack: seatOfRole(state, 'jack'), detective: seatOfRole(state, 'detective') },
  };
}

function summary(state: MrJackState): string {
  const o = state.outcome as NonNullable<MrJackState['outcome']>;
  const jack = characterName(state.jack as CharacterId);
  switch (o.reason) {
    case 'escaped':
      return `Jack (${jack}) escaped through the ${o.exit} exit in round ${o.round}`;
    case 'accused-right':
      return `The Detective unmasked Jack (${jack}) in round ${o.round}`;
    case 'accused-wrong':
      return `The Detective wrongly accused ${characterName(o.suspect as CharacterId)} in round ${o.round}; Jack was ${jack}`;
    case 'round-8':
      return `Jack (${jack}) was not arrested by the end of round 8`;
    case 'resigned':
      return `The ${o.winner === 'jack' ? 'Detective' : 'Jack player'} resigned in round ${o.round}; Jack was ${jack}`;
  }
}
