/**
 * One state looked at by many checks: legal.ts asks `check` about hundreds of candidate commands
 * of the same state, so whatever they share (the step, the whistle, the flight, movement costs,
 * the streets under the barricade) is computed once here, on first use. Never stored: it lives
 * for one decide or legalCommands call.
 */
import type { Seat } from '../../../engine/game.js';
import type { MrJackState } from '../play/state.js';
import { Flight } from './extension.js';
import { Reach } from './move-rules.js';
import { streetsUnder, type Streets } from './streets.js';
import { actingSeats, currentStep, type Step, type StepContext } from './turn.js';
import { Whistle } from './whistle.js';

export class Situation implements StepContext {
  readonly streets: Streets;
  readonly reach: Reach;
  private whistleMemo: Whistle | null = null;
  private flightMemo: Flight | null = null;
  private stepMemo: { step: Step | null } | null = null;
  private actorsMemo: Seat[] | null = null;

  constructor(readonly state: MrJackState) {
    this.streets = streetsUnder(state.barricade);
    this.reach = new Reach(state, this.streets);
  }

  /** Goodley's whistle in this state: its possible steps and which of them spend the most. */
  whistle(): Whistle {
    this.whistleMemo ??= new Whistle(this.state, this.streets);
    return this.whistleMemo;
  }

  /** Pizer's flight in this state: where each fleeing character may go. */
  flight(): Flight {
    this.flightMemo ??= new Flight(this.state, this.streets);
    return this.flightMemo;
  }

  step(): Step | null {
    this.stepMemo ??= { step: currentStep(this.state, this) };
    return this.stepMemo.step;
  }

  /** The seats that must act now (two at once only in the Extension's draft). */
  actingSeats(): Seat[] {
    this.actorsMemo ??= actingSeats(this.state);
    return this.actorsMemo;
  }
}
