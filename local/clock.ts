/** The local runtime's clock: real time plus an offset that POST /_local/clock can move forward. */
import type { Clock } from '../lambdas/app/core/ports.js';

export interface AdjustableClock extends Clock {
  advance(ms: number): Date;
}

export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
      return new Date(Date.now() + offset);
    },
  };
}
