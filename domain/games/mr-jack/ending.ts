/** The one event that ends a game and reveals its secrets (rules §7, §8). */
import type { ExitId } from './board.js';
import type { CharacterId } from './characters.js';
import type { MrJackEvent } from './events.js';
import type { EndReason, MrJackState, Role } from './state.js';

export function gameEnded(
  state: MrJackState,
  winner: Role,
  reason: EndReason,
  detail: { exit?: ExitId; suspect?: CharacterId; accuser?: CharacterId } = {},
): MrJackEvent {
  return {
    type: 'GameEnded',
    winner,
    reason,
    round: state.round,
    exit: detail.exit ?? null,
    suspect: detail.suspect ?? null,
    accuser: detail.accuser ?? null,
    jack: state.jack as CharacterId,
    jackDraws: state.draws.filter((d) => d.role === 'jack').map((d) => d.card),
    detectiveDraws: state.draws.filter((d) => d.role === 'detective').map((d) => d.card),
  };
}
