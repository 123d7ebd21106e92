/**
 * pending: the open decisions, and what happens when a deadline passes. Kinds: 'draft' (the
 * Extension's draft: both seats choose their kept pair at once), 'place' (the Extension's start
 * hexes), 'pick' (choose a character card of the round) and 'turn' (a step of the activation).
 * Prompts are public, so they say nothing about Jack nor about the sealed draft.
 */
import type { Decision, Seat } from '../../../engine/game.js';
import type { MrJackCommand } from './commands.js';
import { HEX_LABELS } from '../rules/board.js';
import { placementLeft, placementPrompt } from '../rules/extension.js';
import { isStreet } from '../rules/hex.js';
import { actingSeats, currentStep, type Step } from '../rules/turn.js';
import { whistlePointsLeft } from '../rules/whistle.js';
import { characterName, roleOfSeat, type MrJackState } from './state.js';

/** The decision kinds of Mr. Jack. */
export type MrJackDecisionKind = 'draft' | 'place' | 'pick' | 'turn';

export function pending(state: MrJackState): Decision<MrJackDecisionKind>[] {
  const step = currentStep(state);
  if (step === null) return [];
  return actingSeats(state).map((seat) => ({ seat, kind: kindOf(step), prompt: prompt(state, step) }));
}

function kindOf(step: Step): MrJackDecisionKind {
  return step === 'keep' ? 'draft' : step === 'place' || step === 'pick' ? step : 'turn';
}

function prompt(state: MrJackState, step: Step): string {
  const name = state.activation ? characterName(state.activation.character) : '';
  switch (step) {
    case 'keep':
      return 'Choose the two characters you keep';
    case 'place':
      return placementPrompt(state);
    case 'pick':
      return `Round ${state.round}: pick a character to activate`;
    case 'face':
      return "Choose the facing of Watson's lantern";
    case 'whistle':
      return `Goodley's whistle: ${whistlePointsLeft(state)} point(s) left to bring characters closer to him`;
    case 'flee':
      return `Move the characters fleeing Pizer: ${(state.activation?.fleeing ?? []).map(characterName).join(', ')}`;
    case 'move-or-ability':
      return `Move ${name}, or use his ability first`;
    case 'move-or-swap':
      return `Move ${name}, or swap him with another character`;
    case 'move-or-leap':
      return `Move ${name}, or leap instead`;
    case 'move':
      return `Move ${name}`;
    case 'ability':
      return `Use ${name}'s ability`;
  }
}

/**
 * The deadline fallback of a pending decision. Before the game has begun (the Extension's draft
 * and placement) the late seat's first legal option is played for it: its first two dealt cards
 * (table order), or the first character still to place onto the first free street hex (board
 * order). From round 1 on, running out of time forfeits the game.
 */
export function timeoutCommand(state: MrJackState, seat: Seat): MrJackCommand {
  const step = currentStep(state);
  const role = roleOfSeat(state, seat);
  if (step === 'keep' && role !== null && state.draft?.kept[role] === null) {
    const [a, b] = state.draft.dealt[role];
    if (a !== undefined && b !== undefined) return { type: 'keep', characters: [a, b] };
  }
  if (step === 'place') {
    const [character] = placementLeft(state);
    const taken = new Set(Object.values(state.positions));
    const to = HEX_LABELS.find((h) => isStreet(h) && !taken.has(h));
    if (character !== undefined && to !== undefined) return { type: 'place', character, to };
  }
  return { type: 'resign' };
}

/** What the fallback of a decision of this kind means for the player, for e-mails. */
export function timeoutDescription(kind: MrJackDecisionKind): string {
  switch (kind) {
    case 'draft':
      return 'the first two characters dealt to you (in the order of the characters table) are kept for you';
    case 'place':
      return 'the first character still to place goes on the first free street hex (in board order) for you';
    case 'pick':
    case 'turn':
      return 'you forfeit the game (your side loses)';
  }
}

/**
 * What a missed deadline costs over a whole game, for an invitation (rules §9: only the
 * Extension's draft and placement come before round 1, and only they are played for you).
 */
export function timeoutSummary(options: { readonly extension?: boolean }): string {
  const forfeit = timeoutDescription('turn');
  return options.extension ? `in the opening draft and placement, a default choice is made for you; from round 1 on, ${forfeit}` : forfeit;
}
