/**
 * One state looked at by many checks: legal.ts asks `check` about hundreds of candidate commands
 * of the same state, so whatever they share (the step, whistle options, movement costs) is
 * computed once here, on first use. Never stored: it lives for one decide or legalCommands call.
 */
import { whistleSteps, whistleStepsSpendingMost, type WhistleStep } from './abilities.js';
import { Reach } from './move-rules.js';
import type { MrJackState } from './state.js';
import { actingSeat, currentStep, type Step } from './turn.js';

export class Situation {
  readonly reach: Reach;
  private whistle: WhistleStep[] | null = null;
  private whistleSpendingMost: WhistleStep[] | null = null;
  private stepMemo: { step: Step | null } | null = null;
  private actorMemo: { seat: number | null } | null = null;

  constructor(readonly state: MrJackState) {
    this.reach = new Reach(state);
  }

  /** Every possible whistle step (is a whistle possible at all?). */
  whistleSteps(): WhistleStep[] {
    this.whistle ??= whistleSteps(this.state);
    return this.whistle;
  }

  /** The accepted whistle steps: those keeping the whistle on a split that spends the most points. */
  whistleStepsSpendingMost(): WhistleStep[] {
    this.whistleSpendingMost ??= whistleStepsSpendingMost(this.state);
    return this.whistleSpendingMost;
  }

  step(): Step | null {
    this.stepMemo ??= { step: currentStep(this.state, () => this.whistleSteps()) };
    return this.stepMemo.step;
  }

  actingSeat(): number | null {
    this.actorMemo ??= { seat: actingSeat(this.state) };
    return this.actorMemo.seat;
  }
}
