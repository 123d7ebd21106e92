/**
 * pending: the one open decision, and what happens when its deadline passes. Kinds: 'pick'
 * (choose a character card of the round) and 'turn' (a step of the activation). Prompts are
 * public, so they say nothing about Jack.
 */
import type { Decision } from '../../engine/game.js';
import type { MrJackCommand } from './commands.js';
import { actingSeat, currentStep, type Step } from './rules/turn.js';
import { whistlePointsLeft } from './rules/whistle.js';
import { characterName, type MrJackState } from './state.js';

/** The decision kinds of Mr. Jack. */
export type MrJackDecisionKind = 'pick' | 'turn';

export function pending(state: MrJackState): Decision<MrJackDecisionKind>[] {
  const seat = actingSeat(state);
  const step = currentStep(state);
  if (seat === null || step === null) return [];
  return [{ seat, kind: step === 'pick' ? 'pick' : 'turn', prompt: prompt(state, step) }];
}

function prompt(state: MrJackState, step: Step): string {
  const name = state.activation ? characterName(state.activation.character) : '';
  switch (step) {
    case 'pick':
      return `Round ${state.round}: pick a character to activate`;
    case 'face':
      return "Choose the facing of Watson's lantern";
    case 'whistle':
      return `Goodley's whistle: ${whistlePointsLeft(state)} point(s) left to bring characters closer to him`;
    case 'move-or-ability':
      return `Move ${name}, or use his ability first`;
    case 'move-or-swap':
      return `Move ${name}, or swap him with another character`;
    case 'move':
      return `Move ${name}`;
    case 'ability':
      return `Use ${name}'s ability`;
  }
}

/** The deadline fallback of the pending decision: running out of time forfeits the game. */
export function timeoutCommand(): MrJackCommand {
  return { type: 'resign' };
}
export const timeoutDescription = 'you forfeit the game (your side loses)';
