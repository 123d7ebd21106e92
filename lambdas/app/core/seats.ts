/**
 * The seats of a game, in one place: which are taken, free, or kept for an invited player, and who
 * takes which when joining. Create, join, leave, invite, rematch and the bot seats (bot-seats.ts)
 * all read and change seats only through here.
 *
 * While a game waits nothing is dealt, so seat numbers only say the order of play: a player who
 * leaves frees their seat, and a joiner takes the seat kept for them (a rematch) or else the lowest
 * free one nobody is kept for. Bots never leave and are never invited.
 */
import type { Seat } from '../../../domain/engine/game.js';
import type { Invitation, SeatHolder, Snapshot } from './model.js';

/** Invitations a waiting game may send: enough to fill any table twice, too few to spam with. */
export const MAX_INVITATIONS = 20;

/** The list slot of the i-th invitation's row (seat rows use slots 0 … seatCount - 1). */
export const INVITATION_SLOT = 100;

/** The holder of a seat, or null while it is free. */
export function holderAt(s: Pick<Snapshot, 'seats'>, seat: Seat): SeatHolder | null {
  return s.seats[seat] ?? null;
}

/** The taken seats, in seat order. */
export function takenSeats(s: Pick<Snapshot, 'seats'>): { readonly seat: Seat; readonly holder: SeatHolder }[] {
  const out: { seat: Seat; holder: SeatHolder }[] = [];
  s.seats.forEach((holder, seat) => {
    if (holder) out.push({ seat, holder });
  });
  return out;
}

/** Each seat's name as the players know it (a bot's included), for a result's sentence; "Seat n" for a seat nobody holds. */
export function seatNames(s: Pick<Snapshot, 'seats'>): string[] {
  return s.seats.map((holder, seat) => holder?.name ?? `Seat ${seat + 1}`);
}

/** The seats held by people (not bots): the ones with a list row, mail, and the right to leave. */
export function playerSeats(s: Pick<Snapshot, 'seats'>): { readonly seat: Seat; readonly holder: SeatHolder }[] {
  return takenSeats(s).filter((t) => !t.holder.bot);
}

/** The seat a player holds, or null (an invitation is not a seat). */
export function seatOf(s: Pick<Snapshot, 'seats'>, playerId: string): Seat | null {
  const i = s.seats.findIndex((h) => h?.playerId === playerId);
  return i < 0 ? null : i;
}

export function openSeatCount(s: Pick<Snapshot, 'seats' | 'seatCount'>): number {
  return s.seatCount - takenSeats(s).length;
}

export function isFull(s: Pick<Snapshot, 'seats' | 'seatCount'>): boolean {
  return openSeatCount(s) === 0;
}

/** The invitations still open: the game waits, the invitee is not seated, and the invitation was not withdrawn. */
export function openInvitations(s: Pick<Snapshot, 'seats' | 'invited' | 'status'>): { readonly slot: number; readonly invitation: Invitation }[] {
  if (s.status !== 'waiting') return [];
  return (s.invited ?? []).flatMap((invitation, i) => (seatOf(s, invitation.playerId) === null && !invitation.withdrawn ? [{ slot: INVITATION_SLOT + i, invitation }] : []));
}

/** The seat a joining player takes: the one kept for them, else the lowest free seat kept for nobody; null when none. */
export function seatForJoiner(s: Pick<Snapshot, 'seats' | 'seatCount' | 'invited' | 'status'>, playerId: string): Seat | null {
  const open = openInvitations(s).map((o) => o.invitation);
  const kept = open.find((i) => i.playerId === playerId && i.seat !== undefined && holderAt(s, i.seat) === null);
  if (kept?.seat !== undefined) return kept.seat;
  const keptForOthers = new Set(open.flatMap((i) => (i.seat === undefined ? [] : [i.seat])));
  for (let seat = 0; seat < s.seatCount; seat++) if (holderAt(s, seat) === null && !keptForOthers.has(seat)) return seat;
  return null;
}

/** How many free seats `playerId` (null: nobody in particular) could take: those kept for others do not count. */
export function seatsOpenTo(s: Pick<Snapshot, 'seats' | 'seatCount' | 'invited' | 'status'>, playerId: string | null): number {
  const keptForOthers = new Set(openInvitations(s).flatMap(({ invitation: i }) => (i.seat === undefined || i.playerId === playerId ? [] : [i.seat])));
  let open = 0;
  for (let seat = 0; seat < s.seatCount; seat++) if (holderAt(s, seat) === null && !keptForOthers.has(seat)) open++;
  return open;
}

/** The seats with `seat` now held by `holder` (null frees it); always seatCount long. */
export function withHolder(s: Pick<Snapshot, 'seats' | 'seatCount'>, seat: Seat, holder: SeatHolder | null): (SeatHolder | null)[] {
  return Array.from({ length: s.seatCount }, (_, i) => (i === seat ? holder : holderAt(s, i)));
}

/** The slots whose list rows a version shows: each player's seat, and each open invitation. */
export function listedSlots(s: Snapshot): Set<number> {
  return new Set([...playerSeats(s).map((t) => t.seat), ...openInvitations(s).map((o) => o.slot)]);
}
