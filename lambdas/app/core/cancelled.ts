/**
 * Why a cancelled game ended, for whoever lists or shows it: its creator left it while it waited
 * (GameCancelled, leave-game.ts), or the platform abandoned it after it was on hold too long
 * (GameAbandoned, deadlines.ts). The snapshot tells them apart without reading the history: a game
 * is cancelled only while it waits (no game state yet) and abandoned only while it is played.
 */
import type { Snapshot } from './model.js';

/** Why a game is `cancelled`: its creator left before it began, or it was abandoned on hold. */
export const CANCELLED_BECAUSE = ['creator-left', 'abandoned'] as const;
export type CancelledBecause = (typeof CANCELLED_BECAUSE)[number];

export function cancelledBecause(s: Pick<Snapshot, 'status' | 'state'>): CancelledBecause | null {
  if (s.status !== 'cancelled') return null;
  return s.state === null || s.state === undefined ? 'creator-left' : 'abandoned';
}

/** The field as the game resource and a list entry carry it: present only on a cancelled game. */
export function withCancelledBecause(s: Pick<Snapshot, 'status' | 'state'>): { cancelledBecause?: CancelledBecause } {
  const because = cancelledBecause(s);
  return because === null ? {} : { cancelledBecause: because };
}
