/** A seat's rating on its chip in the game's page, linking to the player's ratings; a bot has none. */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { components } from '../../../../client/index.js';
import { playerPath } from '../../app/navigation.js';
import { seatRating } from '../../app/ratings.js';
import { ratingText } from '../../words/ratings.js';

type Seat = components['schemas']['Seat'];

export function seatRatingTag(game: string, seat: Seat): TemplateResult | typeof nothing {
  if (seat.bot) return nothing;
  const r = seatRating(game, seat);
  if (!r) return nothing;
  return html` · <a class="seat-rating" href=${playerPath(seat.playerId)} aria-label=${`${seat.name}'s rating: ${ratingText(r)}${r.provisional ? ' (provisional)' : ''}`}>${ratingText(r)}</a>`;
}
