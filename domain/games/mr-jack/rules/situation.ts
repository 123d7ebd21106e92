/**
 * One state looked at by many checks: legal.ts asks `check` about hundreds of candidate commands
 * of the same state, so whatever they share (the step, the whistle, movement costs) is computed
 * once here, on first use. Never stored: it lives for one decide or legalCommands call.
 */
import type { MrJackState } from '../state.js';
import { Reach } from './move-rules.js';
import { actingSeat, currentStep, type Step } from './turn.js';
import { Whistle } from './whistle.js';

export class Situation {
  readonly reach: Reach;
  private whistleMemo: Whistle | null = null;
  private stepMemo: { step: Step | null } | null = null;
  private actorMemo: { seat: number | null } | null = null;

  constructor(readonly state: MrJackState) {
    this.reach = new Reach(state);
  }

  /** Goodley's whistle in this state: its possible steps and which of them spend the most. */
  whistle(): Whistle {
    this.whistleMemo ??= new Whistle(this.state);
    return this.whistleMemo;
  }

  step(): Step | null {
    this.stepMemo ??= { step: currentStep(this.state, () => this.whistle()) };
    return this.stepMemo.step;
  }

  actingSeat(): number | null {
    this.actorMemo ??= { seat: actingSeat(this.state) };
    return this.actorMemo.seat;
  }
}
