/**
 * History as each viewer may see it (rules §8, seed). Deck orders never leave the server; Jack's
 * identity is shown to Jack's seat only; a Holmes draw to the seat that drew it. The GameEnded
 * event reveals them all to everyone, so earlier events can stay redacted for good.
 */
import type { Viewer } from '../../engine/game.js';
import type { MrJackEvent } from './events.js';

export function redact(event: MrJackEvent, viewer: Viewer) {
  switch (event.type) {
    case 'AlibiDeckShuffled':
    case 'CharacterDeckShuffled':
      return { type: event.type, count: event.order.length };
    case 'JackIdentityDrawn':
      return viewer === event.seat ? event : { type: event.type, seat: event.seat };
    // Holmes' draw is seen by the drawing seat only (seed: "Only the player activating Holmes sees
    // that draw"). When the Detective draws a suspect, the CharacterCleared event that follows is
    // public; a draw naming a character already cleared shows nothing to the others.
    case 'AlibiDrawn':
      return viewer === event.seat ? event : { type: event.type, seat: event.seat, role: event.role };
    default:
      return event;
  }
}

export type MrJackRedactedEvent = ReturnType<typeof redact>;
