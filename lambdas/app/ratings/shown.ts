/**
 * The rating a player is shown, from a stored rating, without the rating maths: what a route that
 * only shows ratings needs (a game's seats), so that its bundle does not carry openskill.
 * systems.ts uses the same definitions; a unit test holds the ordinal to openskill's own.
 */
import type { RatingKind } from '../../../domain/engine/words.js';
import { GLICKO_SETTINGS } from './glicko2.js';

/** A stored rating, whatever the system: Glicko-2's rating (mu), deviation (sigma) and volatility; Weng–Lin's μ and σ. */
export interface SkillState {
  readonly mu: number;
  readonly sigma: number;
  readonly volatility?: number;
}

/** openskill's defaults: μ 25, σ 25/3, the ordinal μ − 3σ. */
const WENG_LIN = { mu: 25, sigma: 25 / 3, z: 3 } as const;

/** A player's rating before their first rated game. */
export function initialSkill(kind: RatingKind): SkillState {
  return kind.system === 'glicko2'
    ? { mu: GLICKO_SETTINGS.initial.rating, sigma: GLICKO_SETTINGS.initial.deviation, volatility: GLICKO_SETTINGS.initial.volatility }
    : { mu: WENG_LIN.mu, sigma: WENG_LIN.sigma };
}

/** The rating shown (Glicko-2's rating; Weng–Lin's ordinal μ − 3σ) and its uncertainty (the deviation, or σ). */
export function shownSkill(kind: RatingKind, s: SkillState): { readonly rating: number; readonly deviation: number } {
  return { rating: kind.system === 'glicko2' ? s.mu : s.mu - WENG_LIN.z * s.sigma, deviation: s.sigma };
}

/** Too uncertain to be ranked as settled: a deviation over 110 (Glicko-2), or σ over 4 (Weng–Lin). */
export function isProvisional(kind: RatingKind, s: SkillState): boolean {
  return kind.system === 'glicko2' ? s.sigma > 110 : s.sigma > 4;
}
