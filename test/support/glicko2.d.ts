/** The parts of the `glicko2` package (no types of its own) the tests use as the reference Glicko-2. */
declare module 'glicko2' {
  interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  class Glicko2 {
    constructor(settings: { tau: number; rating: number; rd: number; vol: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: readonly (readonly [Player, Player, number])[]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
