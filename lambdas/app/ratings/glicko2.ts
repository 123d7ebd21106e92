/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf), pure: one
 * player's rating after one rating period, from the opponents' ratings before it. The volatility
 * step is the paper's Illinois algorithm (step 5.1–5.5), as the `glicko2` npm package computes it by default.
 */

/** A Glicko-2 rating on the Glicko scale: rating, deviation (RD) and volatility. */
export interface GlickoRating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

export interface GlickoSettings {
  /** Constrains the change of volatility over time (the paper: 0.3 to 1.2). */
  readonly tau: number;
  readonly initial: GlickoRating;
}

/** The settings the ratings use (docs/ratings.md): τ 0.5, a new player at 1500 / 350 / 0.06. */
export const GLICKO_SETTINGS: GlickoSettings = { tau: 0.5, initial: { rating: 1500, deviation: 350, volatility: 0.06 } };

const SCALE = 173.7178;
const CONVERGENCE = 0.000001;

/** A game's result for one player against one opponent: 1 a win, 0.5 a draw, 0 a loss. */
export interface GlickoGame {
  readonly opponent: GlickoRating;
  readonly score: number;
}

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after a rating period with these games (none: only the deviation grows, step 6). */
export function glicko2Update(player: GlickoRating, games: readonly GlickoGame[], settings: GlickoSettings = GLICKO_SETTINGS): GlickoRating {
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - settings.initial.rating) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  const opponents = games.map((game) => ({ muJ: (game.opponent.rating - settings.initial.rating) / SCALE, phiJ: game.opponent.deviation / SCALE, score: game.score }));
  // Steps 3 and 4: the estimated variance and improvement.
  let inverseV = 0;
  let sum = 0;
  for (const o of opponents) {
    const e = expected(mu, o.muJ, o.phiJ);
    inverseV += g(o.phiJ) ** 2 * e * (1 - e);
    sum += g(o.phiJ) * (o.score - e);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  // Step 5: the new volatility.
  const newSigma = newVolatility(sigma, phi, v, delta, settings.tau);
  // Steps 6 and 7: the new deviation and rating.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  // Step 8: back to the Glicko scale.
  return { rating: newMu * SCALE + settings.initial.rating, deviation: newPhi * SCALE, volatility: newSigma };
}

/** Step 5: the Illinois algorithm (regula falsi) for the volatility. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}
