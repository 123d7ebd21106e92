/** What the game resource shows of a time bank (docs/time.md): the settings and each seat's bank. Public: every seat sees every bank. */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { Snapshot } from '../core/model.js';
import { takenSeats } from '../core/seats.js';
import { bankHours, bankMs } from './time-bank.js';

export const TimeBankState = /* @__PURE__ */ builtOnce(() =>
  z.object({
    initialHours: z.number(),
    incrementHours: z.number(),
    maxHours: z.number(),
    seats: z
      .array(
        z.object({
          seat: z.int().check(z.minimum(0)),
          hours: z.number().check(
            z.describe("Hours in the seat's bank (to a hundredth): for its next decision, or, while it has one pending, as that decision started (it runs out at the decision's `deadline`)."),
          ),
        }),
      )
      .check(z.describe("Each taken seat's bank.")),
  }).check(z.describe('Present when the game plays with a time bank (option `timeBank`) instead of a fixed limit per decision.')),
);

export type TimeBankShown = z.infer<ReturnType<typeof TimeBankState>>;

/** The game's time bank as the resource shows it, or nothing for a game with a fixed limit. */
export function timeBankShown(s: Pick<Snapshot, 'platform' | 'banks' | 'seats'>): { timeBank?: TimeBankShown } {
  const bank = s.platform.timeBank;
  if (!bank) return {};
  return { timeBank: { ...bank, seats: takenSeats(s).map(({ seat }) => ({ seat, hours: bankHours(bankMs(s, seat)) })) } };
}
