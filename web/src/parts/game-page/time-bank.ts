/**
 * A time-bank game's banks on its page (docs/time.md): each seat's bank, and for a seat whose
 * decision is pending, when its bank runs out (the decision's deadline). Only what the game resource
 * says: its `timeBank` field and `pending`; nothing is reckoned here but words.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import { fromNow } from '../../words/format.js';
import { seatLabel } from '../../words/seats.js';

/** Hours as a player reads them: "3 h 20 min", "45 min", "2 d 4 h". */
export function hoursWords(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  const d = Math.floor(minutes / (24 * 60));
  const h = Math.floor((minutes % (24 * 60)) / 60);
  const m = minutes % 60;
  const parts = [d ? `${d} d` : '', h ? `${h} h` : '', m && !d ? `${m} min` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 min';
}

interface TimeBankSettings {
  readonly initialHours: number;
  readonly incrementHours: number;
  readonly maxHours: number;
}

/** A game's `timeBank` option, when its options hold one. */
export function timeBankOption(options: Record<string, unknown>): TimeBankSettings | null {
  const b = options.timeBank;
  if (typeof b !== 'object' || b === null) return null;
  const { initialHours, incrementHours, maxHours } = b as Record<string, unknown>;
  return typeof initialHours === 'number' && typeof incrementHours === 'number' && typeof maxHours === 'number' ? { initialHours, incrementHours, maxHours } : null;
}

/** The time bank's settings in words (the game's terms). */
export function timeBankTerms(bank: TimeBankSettings): string {
  return `time bank ${hoursWords(bank.initialHours)}, +${hoursWords(bank.incrementHours)} a move, at most ${hoursWords(bank.maxHours)}`;
}

export function timeBankPart(g: Pick<Game, 'timeBank' | 'pending' | 'seats' | 'you' | 'status'>): TemplateResult | typeof nothing {
  const bank = g.timeBank;
  if (!bank || g.status !== 'active') return nothing;
  return html`<section class="time-bank" aria-labelledby="bank-h">
    <h2 id="bank-h">Time bank</h2>
    <ul class="banks">
      ${bank.seats.map((s) => {
        const running = g.pending.find((d) => d.seat === s.seat);
        return html`<li data-seat=${s.seat}>
          <strong>${seatLabel(g, s.seat)}</strong>: ${running
            ? html`runs out <time datetime=${running.deadline}>${fromNow(running.deadline)}</time> (had ${hoursWords(s.hours)})`
            : hoursWords(s.hours)}
        </li>`;
      })}
    </ul>
    <p class="muted">Each move adds ${hoursWords(bank.incrementHours)} to what is left, up to ${hoursWords(bank.maxHours)}.</p>
  </section>`;
}
