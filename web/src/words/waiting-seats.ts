/**
 * Every seat of a waiting game in words, for the seated players' waiting view: who holds it, that
 * it is open, or that an invitation keeps it for someone (a rematch keeps each player's seat). An
 * invitation with no seat is a row of its own after the seats: it reserves nothing, so an open seat
 * may still be taken by anyone before the invitee comes, and the row says so rather than pinning
 * the invitee to a seat they may not get.
 *
 * Only the seated get `invited` from the API; for anyone else a kept seat would read "open", so
 * the page shows these rows to seated players only.
 */
import type { Game } from '../../../client/index.js';
import { seatLabel } from './seats.js';

export interface SeatRow {
  /** The seat (0-based, as the API numbers it); null for an invitation without a seat. */
  readonly seat: number | null;
  readonly kind: 'player' | 'bot' | 'open' | 'kept' | 'invited';
  /** The row as shown, seats numbered from 1 as everywhere on the page ("Seat 3: open"). */
  readonly text: string;
}

export function waitingSeats(g: Pick<Game, 'seats' | 'seatCount' | 'invited' | 'you'>): SeatRow[] {
  const rows: SeatRow[] = Array.from({ length: g.seatCount }, (_, seat) => {
    const n = `Seat ${seat + 1}`;
    const holder = g.seats.find((s) => s.seat === seat);
    if (holder) return { seat, kind: holder.bot ? 'bot' : 'player', text: `${n}: ${seatLabel(g, seat)}` };
    const kept = g.invited.find((i) => i.seat === seat);
    if (kept) return { seat, kind: 'kept', text: `${n}: kept for ${kept.name}` };
    return { seat, kind: 'open', text: `${n}: open` };
  });
  // The server keeps a seat only while it is free, so every invitation with a seat has its row above.
  for (const i of g.invited) if (i.seat === undefined) rows.push({ seat: null, kind: 'invited', text: `Invited: ${i.name} (any open seat; none is kept for them)` });
  return rows;
}
