/**
 * Ratings in words and in a small chart's geometry (pure): the rating beside a name, and the line
 * of a player's rating over their last games (screens/profile.ts draws it as inline SVG).
 */

/** A rating as shown: Glicko-2's to the unit, Weng–Lin's ordinal (a small number) to one decimal; "?" while provisional. */
export function ratingText(r: { readonly rating: number; readonly provisional: boolean }, system?: 'glicko2' | 'weng-lin'): string {
  const big = system === undefined ? Math.abs(r.rating) >= 100 : system === 'glicko2';
  const text = big ? String(Math.round(r.rating)) : r.rating.toFixed(1);
  const plain = /^-0(\.0)?$/.test(text) ? text.slice(1) : text;
  return r.provisional ? `${plain}?` : plain;
}

/** What the "?" means, for a title or a note. */
export const PROVISIONAL_NOTE = 'A "?" marks a provisional rating: too few rated games to be sure yet.';

export interface ChartGeometry {
  /** The SVG polyline's points, "x,y x,y …". */
  readonly points: string;
  readonly min: number;
  readonly max: number;
  /** The ratings drawn, oldest first: the first game's rating before it, then each one after. */
  readonly values: readonly number[];
}

/**
 * The chart of a rating over its changes (oldest first) in a `width` × `height` box with `pad` around:
 * the first point is the rating before the first game, then one point per game. Null with no change.
 */
export function ratingChart(changes: readonly { readonly before: number; readonly after: number }[], width: number, height: number, pad = 4): ChartGeometry | null {
  const first = changes[0];
  if (!first) return null;
  const values = [first.before, ...changes.map((c) => c.after)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = (width - 2 * pad) / (values.length - 1);
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) / span) * (height - 2 * pad));
  const points = values.map((v, i) => `${round(pad + i * step)},${round(y(v))}`).join(' ');
  return { points, min, max, values };
}

const round = (n: number) => Math.round(n * 10) / 10;
