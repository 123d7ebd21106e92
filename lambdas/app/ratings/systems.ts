/**
 * The rating maths behind one small port: a system rates one game's players from their ratings
 * before it and their places in it. Glicko-2 for two-seat games won or lost (glicko2.ts), Weng–Lin
 * with the Plackett–Luce model for any number of places (the `openskill` package, its defaults).
 */
import { ordinal, rate, rating as openskillRating } from 'openskill';
import type { RatingKind } from '../../../domain/engine/words.js';
import { GLICKO_SETTINGS, glicko2Update } from './glicko2.js';

/**
 * A stored rating, whatever the system: Glicko-2's rating (mu), deviation (sigma) and volatility;
 * Weng–Lin's μ and σ (no volatility).
 */
export interface SkillState {
  readonly mu: number;
  readonly sigma: number;
  readonly volatility?: number;
}

/** A player's place in one game: 1 is first; equal places are a tie. */
export interface Placed {
  readonly skill: SkillState;
  readonly place: number;
}

export interface RatingSystem {
  readonly system: RatingKind['system'];
  /** A player's rating before their first rated game. */
  readonly initial: SkillState;
  /** Every player's rating after the game, in the order given; each from the others' ratings before it. */
  rate(players: readonly Placed[]): SkillState[];
  /** The rating shown (Glicko-2's rating; Weng–Lin's ordinal μ − 3σ) and its uncertainty (the deviation, or σ). */
  shown(skill: SkillState): { readonly rating: number; readonly deviation: number };
  /** Too uncertain to be ranked as settled: deviation over 110, or σ over 4. */
  provisional(skill: SkillState): boolean;
}

const glicko2System: RatingSystem = {
  system: 'glicko2',
  initial: { mu: GLICKO_SETTINGS.initial.rating, sigma: GLICKO_SETTINGS.initial.deviation, volatility: GLICKO_SETTINGS.initial.volatility },
  rate(players) {
    const asGlicko = (s: SkillState) => ({ rating: s.mu, deviation: s.sigma, volatility: s.volatility ?? GLICKO_SETTINGS.initial.volatility });
    return players.map((p, i) => {
      // Each game its own rating period: every other player is one game, scored by place.
      const games = players.flatMap((o, j) => (j === i ? [] : [{ opponent: asGlicko(o.skill), score: p.place < o.place ? 1 : p.place === o.place ? 0.5 : 0 }]));
      const next = glicko2Update(asGlicko(p.skill), games);
      return { mu: next.rating, sigma: next.deviation, volatility: next.volatility };
    });
  },
  shown: (s) => ({ rating: s.mu, deviation: s.sigma }),
  provisional: (s) => s.sigma > 110,
};

const wengLinSystem: RatingSystem = {
  system: 'weng-lin',
  initial: (() => {
    const r = openskillRating();
    return { mu: r.mu, sigma: r.sigma };
  })(),
  rate(players) {
    const out = rate(
      players.map((p) => [{ mu: p.skill.mu, sigma: p.skill.sigma }]),
      { rank: players.map((p) => p.place) },
    );
    return out.map((team) => {
      const r = team[0];
      if (!r) throw new Error('openskill answered a team without its player');
      return { mu: r.mu, sigma: r.sigma };
    });
  },
  shown: (s) => ({ rating: ordinal({ mu: s.mu, sigma: s.sigma }), deviation: s.sigma }),
  provisional: (s) => s.sigma > 4,
};

const systems: Readonly<Record<RatingKind['system'], RatingSystem>> = { glicko2: glicko2System, 'weng-lin': wengLinSystem };

export function ratingSystem(kind: RatingKind): RatingSystem {
  return systems[kind.system];
}
