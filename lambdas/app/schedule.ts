/**
 * Deadlines for pending decisions (design §5): each open decision gets `since` and `deadline`.
 * A decision that stays with the same seat and kind keeps its clock (a multi-step turn is one
 * decision); a new one starts a fresh clock.
 */
import type { Decision } from '../../domain/engine/game.js';
import type { TimedDecision } from './model.js';

const HOUR_MS = 3_600_000;

export function scheduleDecisions(decisions: readonly Decision[], previous: readonly TimedDecision[], now: Date, limitHours: number): TimedDecision[] {
  return decisions.map((d) => {
    const before = previous.find((p) => p.seat === d.seat && p.kind === d.kind);
    if (before) return { seat: d.seat, kind: d.kind, prompt: d.prompt, since: before.since, deadline: before.deadline };
    return { seat: d.seat, kind: d.kind, prompt: d.prompt, since: now.toISOString(), deadline: new Date(now.getTime() + limitHours * HOUR_MS).toISOString() };
  });
}
