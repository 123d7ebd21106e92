/**
 * History as each viewer may see it (rules §8). Deck orders never leave the server; Jack's
 * identity and Jack's Holmes draws are shown to Jack's seat only. The GameEnded event reveals
 * them to everyone, so earlier events can stay redacted for good.
 */
import type { Viewer } from '../../engine/game.js';
import type { MrJackEvent } from './events.js';

export function redact(event: MrJackEvent, viewer: Viewer): unknown {
  switch (event.type) {
    case 'AlibiDeckShuffled':
    case 'CharacterDeckShuffled':
      return { type: event.type, count: event.order.length };
    case 'JackIdentityDrawn':
      return viewer === event.seat ? event : { type: event.type, seat: event.seat };
    case 'AlibiDrawn':
      return event.role === 'detective' || viewer === event.seat ? event : { type: event.type, seat: event.seat, role: event.role };
    default:
      return event;
  }
}
