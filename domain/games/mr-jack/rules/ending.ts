/** The one event that ends a game and reveals its secrets (rules §7, §8; the Extension's deals too). */
import type { MrJackEvent } from '../play/events.js';
import { drawsOf, type EndReason, type MrJackState, type Role } from '../play/state.js';
import type { ExitId } from './board.js';
import type { CharacterId } from './characters.js';

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
    jack: state.jack,
    jackDraws: drawsOf(state, 'jack'),
    detectiveDraws: drawsOf(state, 'detective'),
    ...(state.draft === undefined ? {} : { dealt: { jack: [...state.draft.dealt.jack], detective: [...state.draft.dealt.detective] } }),
  };
}
