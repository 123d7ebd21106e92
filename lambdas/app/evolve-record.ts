/**
 * Building the next stored version from the previous one: status, pending decisions with their
 * deadlines, remembered idempotency keys. One place, used by create, join, command and the sweeper.
 */
import type { AnyGame, GameEvent, Seat } from '../../domain/engine/game.js';
import type { Actor, GameRecord, GameStatus, PlatformEvent, RememberedKey, Snapshot } from './model.js';
import { scheduleDecisions } from './deadlines.js';

/** How many idempotency keys each seat's recent commands keep (older retries append anew). */
const KEYS_REMEMBERED_PER_SEAT = 20;

function statusOf(game: AnyGame, state: unknown): GameStatus {
  if (state === null || state === undefined) return 'waiting';
  return game.result(state) ? 'finished' : 'active';
}

export interface NextVersion {
  readonly actor: Actor;
  readonly at: Date;
  readonly command?: unknown;
  readonly idempotency?: { readonly seat: Seat; readonly key: string; readonly hash: string };
  readonly platformEvents?: readonly PlatformEvent[];
  readonly events?: readonly GameEvent[];
  /** Replaces parts of the snapshot (seats, state, timeouts…). */
  readonly changes: Partial<Snapshot>;
}

/** Recomputes what follows from the state: status and the pending decisions with their clocks. */
export function settle(game: AnyGame, snapshot: Snapshot, previous: Snapshot, at: Date): Snapshot {
  const status = statusOf(game, snapshot.state);
  const decisions = status === 'active' ? game.pending(snapshot.state) : [];
  const pending = scheduleDecisions(decisions, previous.pending, at, snapshot.platform.turnTimeLimitHours);
  return { ...snapshot, status, pending };
}

export function nextRecord(game: AnyGame, prev: GameRecord, next: NextVersion): GameRecord {
  const merged = settle(game, { ...prev.snapshot, ...next.changes }, prev.snapshot, next.at);
  const version = prev.version + 1;
  let recentKeys = merged.recentKeys;
  if (next.idempotency) {
    const { seat, key, hash } = next.idempotency;
    const kept: RememberedKey[] = [...(recentKeys[seat] ?? []), { key, version, hash }].slice(-KEYS_REMEMBERED_PER_SEAT);
    recentKeys = { ...recentKeys, [seat]: kept };
  }
  return {
    gameId: prev.gameId,
    version,
    at: next.at.toISOString(),
    actor: next.actor,
    command: next.command ?? null,
    idempotencyKey: next.idempotency?.key ?? null,
    platformEvents: next.platformEvents ?? [],
    events: next.events ?? [],
    snapshot: { ...merged, recentKeys },
  };
}

export function seatOf(snapshot: Snapshot, playerId: string): Seat | null {
  const i = snapshot.seats.findIndex((s) => s.playerId === playerId);
  return i < 0 ? null : i;
}
