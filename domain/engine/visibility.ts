/** Small helpers for `view`/`redact`: who may see what. */
import type { Seat, Viewer } from './game.js';

export function isSeat(viewer: Viewer): viewer is Seat {
  return typeof viewer === 'number';
}

/** True when `viewer` is the seat `owner` (a spectator owns nothing). */
export function isOwner(viewer: Viewer, owner: Seat): boolean {
  return viewer === owner;
}
