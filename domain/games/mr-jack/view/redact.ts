/**
 * History as each viewer may see it (rules §8, seed). Deck orders never leave the server; Jack's
 * identity is shown to Jack's seat only; a Holmes draw to the seat that drew it; the Extension's
 * dealt cards and kept pair to their own seat (PoolRevealed then shows both pairs to all). The
 * GameEnded event reveals them all to everyone, so earlier events can stay redacted for good.
 */
import type { Viewer } from '../../../engine/game.js';
import type { MrJackEvent } from '../play/events.js';

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
    // The Extension's draft is sealed until both seats chose: the others learn a count.
    case 'CharactersDealt':
      return viewer === event.seat ? event : { type: event.type, seat: event.seat, role: event.role, count: event.cards.length };
    case 'CharactersKept':
      return viewer === event.seat ? event : { type: event.type, seat: event.seat, role: event.role, count: event.characters.length };
    default:
      return event;
  }
}

export type MrJackRedactedEvent = ReturnType<typeof redact>;
