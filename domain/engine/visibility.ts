/** Small helpers for `view`/`redact`: who may see what. */
import type { Seat, Viewer } from './game.js';

export function isSeat(viewer: Viewer): viewer is Seat {
  return typeof viewer === 'number';
}
