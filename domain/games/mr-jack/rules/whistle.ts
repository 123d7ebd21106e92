/**
 * Sergeant Goodley's whistle (rules §5, §11; seed: he "spends three movement points"): 3 points
 * shared among other characters, each of whom must end strictly closer to him.
 *
 * One step moves one other character to a free street hex strictly closer to Goodley (by street
 * distance) along a street walk of as many hexes as the points it spends: any number from the
 * street distance up to the points left, so long as such a walk exists (street hexes only: no
 * sewers, no crossing; through occupied hexes; no hex entered twice, see hex.ts). The same
 * character may be whistled again by a later step.
 *
 * "Spend all 3 where legal" is judged over the whole whistle: a step is accepted when the whistle
 * can still spend, after it, as many points as the best split from here could.
 *
 * The Extension: walks and distances go around Lane's barricade (`Streets`), and a character
 * Abberline questioned this round is moved by at most 1 point over the whole whistle [R].
 */
import { isQuestioned, positionOf, type MrJackState } from '../play/state.js';
import { BOARD_HEXES, type Hex } from './board.js';
import { QUESTIONED_MOVE_LIMIT, WHISTLE_POINTS, type CharacterId } from './characters.js';
import { hexAt, hexIndex } from './hex.js';
import type { Streets } from './streets.js';

export interface WhistleStep {
  character: CharacterId;
  to: Hex;
  points: number;
}

/** Points left for the whistle now: all of them until the first step. */
export function whistlePointsLeft(state: MrJackState): number {
  return state.activation?.whistlePoints ?? WHISTLE_POINTS;
}

const STREET_INDICES: readonly number[] = BOARD_HEXES.flatMap((h, i) => (h.type === 'street' ? [i] : []));

/** The characters Goodley may whistle and where they stand (hex indices), Goodley's hex apart. */
interface WhistleBoard {
  readonly goodley: number;
  readonly characters: readonly CharacterId[];
  readonly at: readonly number[];
  /** Per character: the most points the rest of the whistle may spend on it (Infinity unless questioned). */
  readonly cap: readonly number[];
  readonly streets: Streets;
}

interface BoardStep {
  /** Index into WhistleBoard.characters. */
  readonly who: number;
  readonly to: number;
  readonly points: number;
}

function whistleBoard(state: MrJackState, streets: Streets): WhistleBoard {
  const characters = state.pool.filter((c) => c !== 'goodley' && state.positions[c] !== undefined);
  const whistled = state.activation?.whistled ?? [];
  const cap = characters.map((c) => (!isQuestioned(state, c) ? Infinity : whistled.includes(c) ? 0 : QUESTIONED_MOVE_LIMIT));
  return { goodley: hexIndex(positionOf(state, 'goodley')), characters, at: characters.map((c) => hexIndex(positionOf(state, c))), cap, streets };
}

/**
 * Every step of one character to a free street hex strictly closer to Goodley, for each number of
 * points up to `left` that a street walk from its hex to there spends exactly.
 */
function boardSteps(board: WhistleBoard, left: number): BoardStep[] {
  const steps: BoardStep[] = [];
  forEachStep(board, left, (step) => {
    steps.push(step);
    return false;
  });
  return steps;
}

/** Calls `visit` with each step (as boardSteps lists them) until it answers true; whether it did. */
function forEachStep(board: WhistleBoard, left: number, visit: (step: BoardStep) => boolean): boolean {
  const occupied = new Set([board.goodley, ...board.at]);
  const { streets } = board;
  for (let who = 0; who < board.at.length; who++) {
    const from = board.at[who] as number;
    const most = Math.min(left, board.cap[who] as number);
    const distance = streets.distance(from, board.goodley);
    for (const to of STREET_INDICES) {
      if (streets.distance(to, board.goodley) >= distance || occupied.has(to)) continue;
      for (let points = streets.distance(from, to); points <= most; points++) {
        if (streets.hasWalk(from, to, points) && visit({ who, to, points })) return true;
      }
    }
  }
  return false;
}

function afterStep(board: WhistleBoard, step: BoardStep): WhistleBoard {
  return {
    ...board,
    at: board.at.map((hex, who) => (who === step.who ? step.to : hex)),
    cap: board.cap.map((cap, who) => (who === step.who ? cap - step.points : cap)),
  };
}

/** The most points a whistle can still spend from `board` with `left` points (memoised per position). */
function mostSpendable(board: WhistleBoard, left: number, memo: Map<string, number>): number {
  if (left === 0) return 0;
  const key = `${board.at.join(',')}/${board.cap.join(',')}/${left}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  // One step spending all that is left settles it (the common case); otherwise try every split.
  let best = forEachStep(board, left, (s) => s.points === left) ? left : 0;
  if (best < left) {
    for (const step of boardSteps(board, left)) {
      best = Math.max(best, step.points + mostSpendable(afterStep(board, step), left - step.points, memo));
      if (best === left) break;
    }
  }
  memo.set(key, best);
  return best;
}

/**
 * The whistle in one position, worked out on demand and memoised: which steps are possible and
 * which of them spend the most. Lives for one decide or legalCommands call (situation.ts).
 */
export class Whistle {
  readonly left: number;
  /** null unless Goodley is active and has not whistled yet (or is whistling). */
  private readonly board: WhistleBoard | null;
  private readonly memo = new Map<string, number>();
  private readonly judged = new Map<string, boolean>();
  private stepsMemo: WhistleStep[] | null = null;
  private bestMemo: number | null = null;

  constructor(state: MrJackState, streets: Streets) {
    const a = state.activation;
    this.left = whistlePointsLeft(state);
    this.board = a === null || a.character !== 'goodley' || a.abilityUsed ? null : whistleBoard(state, streets);
  }

  /** Every step possible now (empty when no character can get closer for the points left). */
  steps(): WhistleStep[] {
    const board = this.board;
    this.stepsMemo ??=
      board === null
        ? []
        : boardSteps(board, this.left).map((s) => ({ character: board.characters[s.who] as CharacterId, to: hexAt(s.to).label, points: s.points }));
    return this.stepsMemo;
  }

  possible(): boolean {
    if (this.stepsMemo !== null) return this.stepsMemo.length > 0;
    return this.board !== null && forEachStep(this.board, this.left, () => true);
  }

  /** The most points any split of the whistle can still spend. */
  private best(): number {
    this.bestMemo ??= this.board === null ? 0 : mostSpendable(this.board, this.left, this.memo);
    return this.bestMemo;
  }

  /**
   * Whether a possible step keeps the whistle on a split that spends the most: all 3 whenever some
   * split can (rules §5 "spend all 3 where legal", §11). A step stranding points another split
   * could spend is refused.
   */
  spendsMost(step: WhistleStep): boolean {
    const board = this.board;
    if (board === null) return false;
    const who = board.characters.indexOf(step.character);
    if (who < 0 || step.points > this.left || step.points > (board.cap[who] as number)) return false;
    const key = `${who}>${step.to}>${step.points}`;
    let judged = this.judged.get(key);
    if (judged === undefined) {
      const after = afterStep(board, { who, to: hexIndex(step.to), points: step.points });
      judged = step.points + mostSpendable(after, this.left - step.points, this.memo) === this.best();
      this.judged.set(key, judged);
    }
    return judged;
  }
}
