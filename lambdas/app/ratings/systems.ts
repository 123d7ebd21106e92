/**
 * The rating maths behind one small port: a system rates one game's players from their ratings
 * before it and their places in it. Glicko-2 for two-seat games won or lost (glicko2.ts), Weng–Lin
 * with the Plackett–Luce model for any number of places (the `openskill` package, its defaults).
 */
import { rate } from 'openskill';
import type { RatingKind } from '../../../domain/engine/words.js';
import { GLICKO_SETTINGS, glicko2Update } from './glicko2.js';
import { initialSkill, isProvisional, shownSkill, type SkillState } from './shown.js';

export type { SkillState };

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

const GLICKO: RatingKind = { system: 'glicko2' };
// The shown rating and the start do not depend on how places are ranked.
const WENG_LIN: RatingKind = { system: 'weng-lin', rankBy: 'scores' };

const glicko2System: RatingSystem = {
  system: 'glicko2',
  initial: initialSkill(GLICKO),
  rate(players) {
    const asGlicko = (s: SkillState) => ({ rating: s.mu, deviation: s.sigma, volatility: s.volatility ?? GLICKO_SETTINGS.initial.volatility });
    return players.map((p, i) => {
      // Each game its own rating period: every other player is one game, scored by place.
      const games = players.flatMap((o, j) => (j === i ? [] : [{ opponent: asGlicko(o.skill), score: p.place < o.place ? 1 : p.place === o.place ? 0.5 : 0 }]));
      const next = glicko2Update(asGlicko(p.skill), games);
      return { mu: next.rating, sigma: next.deviation, volatility: next.volatility };
    });
  },
  shown: (s) => shownSkill(GLICKO, s),
  provisional: (s) => isProvisional(GLICKO, s),
};

const wengLinSystem: RatingSystem = {
  system: 'weng-lin',
  initial: initialSkill(WENG_LIN),
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
  shown: (s) => shownSkill(WENG_LIN, s),
  provisional: (s) => isProvisional(WENG_LIN, s),
};

const systems: Readonly<Record<RatingKind['system'], RatingSystem>> = { glicko2: glicko2System, 'weng-lin': wengLinSystem };

export function ratingSystem(kind: RatingKind): RatingSystem {
  return systems[kind.system];
}
