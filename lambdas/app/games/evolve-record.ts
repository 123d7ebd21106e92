/**
 * Building the next stored version from the previous one: status, pending decisions with their
 * deadlines, remembered idempotency keys, and what changed for the read models. One place, used by
 * create, join, command and the sweeper.
 */
import { createHash } from 'node:crypto';
import type { AnyGame, GameEvent, Seat } from '../../../domain/engine/game.js';
import type { Actor, GameRecord, GameStatus, LegacyRememberedKey, PlatformEvent, RememberedKey, Snapshot, VersionChanges } from '../core/model.js';
import { isAway, nextDue, scheduleDecisions } from '../core/deadlines.js';
import { holderAt, listedSlots, openInvitations } from '../core/seats.js';
import { banksAfter } from '../time/time-bank.js';

/**
 * How many idempotency keys each seat's recent commands keep (older retries append anew). A client
 * retries the command it is waiting for, so a few suffice; each costs about 9 bytes in every
 * version (in a 4-seat game with keys on every command, 20 per seat made a third of the item).
 */
const KEYS_REMEMBERED_PER_SEAT = 4;

/** 36 bits of sha256(key): enough to find a remembered key; the version's item confirms it (a collision costs one read). */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 6);
}

/** The version a seat's remembered key made: a digest match (confirmed by the caller), or a whole key stored before digests. */
export function rememberedKey(snapshot: Snapshot, seat: Seat, key: string): { version: number; legacyHash?: string } | null {
  const digest = keyDigest(key);
  for (const k of snapshot.recentKeys[seat] ?? []) {
    if ('k' in k && k.k === digest) return { version: k.v };
    if ('key' in k && k.key === key) return { version: k.version, legacyHash: k.hash };
  }
  return null;
}

const ALL_CHANGED: VersionChanges = { seats: true, due: true };

/** What `next` changed against `prev` that the read models show (null: a new game). */
export function changesBetween(prev: Snapshot | null, next: Snapshot): VersionChanges {
  if (!prev) return ALL_CHANGED;
  const status = prev.status !== next.status;
  const seatCount = Math.max(prev.seatCount, next.seatCount);
  const seats = status || Array.from({ length: seatCount }, (_, i) => holderAt(prev, i)?.playerId !== holderAt(next, i)?.playerId).some(Boolean);
  const invitedBefore = openInvitations(prev).map((o) => o.slot).join();
  const invitedAfter = openInvitations(next).map((o) => o.slot).join();
  const invited = invitedBefore !== invitedAfter;
  const listed = listedSlots(next);
  const vacated = [...listedSlots(prev)].filter((slot) => !listed.has(slot));
  const away = next.timeouts.some((_, seat) => isAway(prev, seat) !== isAway(next, seat));
  // The index may keep an entry that is too early (the sweeper then finds nothing due and moves it
  // on), never one that is too late: it moves when the earliest possible due moment comes earlier.
  const before = nextDue(prev, NOTHING_REMINDED);
  const after = nextDue(next, NOTHING_REMINDED);
  const earlier = after !== null && (before === null || after < before);
  return { seats, due: status || away || earlier, ...(invited ? { invited } : {}), ...(vacated.length ? { vacated } : {}) };
}

const NOTHING_REMINDED: ReadonlySet<string> = new Set();

function statusOf(game: AnyGame, state: unknown, was: GameStatus): GameStatus {
  // A cancelled game stays so (it never had a state).
  if (was === 'cancelled') return was;
  if (state === null || state === undefined) return 'waiting';
  return game.result(state) ? 'finished' : 'active';
}

export interface NextVersion {
  readonly actor: Actor;
  readonly at: Date;
  readonly command?: unknown;
  /** `hash` (of the command) is not stored: the version's item holds the command itself. */
  readonly idempotency?: { readonly seat: Seat; readonly key: string; readonly hash?: string };
  readonly platformEvents?: readonly PlatformEvent[];
  readonly events?: readonly GameEvent[];
  /** Replaces parts of the snapshot (seats, state, timeouts…). */
  readonly changes: Partial<Snapshot>;
  /** A seat whose pending decisions start a fresh clock (its player is back: their time starts now). */
  readonly restartClockOf?: Seat;
}

/** Recomputes what follows from the state: status and the pending decisions with their clocks. */
export function settle(game: AnyGame, snapshot: Snapshot, previous: Snapshot, at: Date): Snapshot {
  const status = statusOf(game, snapshot.state, snapshot.status);
  const decisions = status === 'active' ? game.pending(snapshot.state) : [];
  // The banks are settled on the version before: the decisions that closed take their time from it.
  const banks = banksAfter({ ...previous, platform: snapshot.platform }, previous.pending, decisions, at);
  const pending = scheduleDecisions(decisions, previous.pending, at, snapshot.platform.turnTimeLimitHours, banks);
  return banks ? { ...snapshot, status, pending, banks } : { ...snapshot, status, pending };
}

export function nextRecord(game: AnyGame, prev: GameRecord, next: NextVersion): GameRecord {
  const restarted = next.restartClockOf;
  const previous = restarted === undefined ? prev.snapshot : { ...prev.snapshot, pending: prev.snapshot.pending.filter((d) => d.seat !== restarted) };
  const merged = settle(game, { ...prev.snapshot, ...next.changes }, previous, next.at);
  const version = prev.version + 1;
  let recentKeys = merged.recentKeys;
  if (next.idempotency) {
    const { seat, key } = next.idempotency;
    const kept: (RememberedKey | LegacyRememberedKey)[] = [...(recentKeys[seat] ?? []), { k: keyDigest(key), v: version }].slice(-KEYS_REMEMBERED_PER_SEAT);
    recentKeys = { ...recentKeys, [seat]: kept };
  }
  const snapshot = { ...merged, recentKeys };
  return {
    gameId: prev.gameId,
    version,
    at: next.at.toISOString(),
    actor: next.actor,
    command: next.command ?? null,
    idempotencyKey: next.idempotency?.key ?? null,
    platformEvents: next.platformEvents ?? [],
    events: next.events ?? [],
    snapshot,
    changes: changesBetween(prev.snapshot, snapshot),
  };
}

export { seatOf } from '../core/seats.js';
