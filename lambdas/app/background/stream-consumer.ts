/**
 * The stream consumer (docs/architecture.md §5): each new game version updates the read models and, through the
 * notifier, tells players what they must do. Each read model is written only when the version
 * changed what it shows (GameRecord.changes). Redelivery-safe: projections only move forward by
 * version, and notifications are deduplicated by (game, version, kind, player).
 *
 * Records of a shard arrive in order. On the first failure the rest of the batch is reported as
 * failed too, so Lambda retries from there and nothing is applied out of order.
 *
 * Within one version, the seats' rows (written or freed) and the `alongside` steps write items of their own (rows,
 * deadline entry, lobby entry, summary), so they run together: a version costs one round trip of
 * latency for them instead of one per item (the consumer's share of a mail's delay, and most of a
 * cold start's). All of them are awaited before the version counts as done, and any failure retries
 * the whole version, each step being redelivery-safe.
 *
 * A deleted account's farewell comes through the stream too: the deletion's own work that can wait
 * a moment (farewell.ts), retried the same way until done.
 */
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { AccountFarewell, GameRecord } from '../core/model.js';
import type { InboxProjection } from '../core/ports.js';
import { inboxRows, invitationRows, seatRows } from '../games/project-inbox.js';

type VersionStep = (record: GameRecord, batch: BatchCounts) => Promise<void>;

export interface StreamDeps {
  /** The games' rules: a finished game's list rows carry its result. */
  readonly games: GameRegistry;
  readonly inbox: InboxProjection;
  /** Per-version work on items of its own (deadline index, lobby, summary and notifications), run together with the seats' rows. */
  readonly alongside?: readonly VersionStep[];
  /**
   * Extra per-version work (deadline index, game summary and notifications, bots' moves); may throw
   * to ask for a retry. `batch` is shared by the steps of one batch's records (a runaway bound counts there).
   */
  readonly afterProjection?: readonly VersionStep[];
  /** A deleted account's farewell: what the deletion left to do (farewell.ts); may throw to ask for a retry. */
  readonly farewell: (farewell: AccountFarewell) => Promise<void>;
}

/** Counters shared by one batch's records, fresh for each batch. */
export interface BatchCounts {
  readonly counts: Map<string, number>;
}

/** A stream record as the consumer sees it: a new game version, a deleted account's farewell, or neither (ignored). */
export interface StreamItem {
  readonly id: string;
  readonly record: GameRecord | null;
  readonly farewell?: AccountFarewell;
}

export async function consumeGameVersions(items: readonly StreamItem[], deps: StreamDeps): Promise<{ failedIds: string[]; error?: unknown }> {
  const batch: BatchCounts = { counts: new Map() };
  for (const [i, item] of items.entries()) {
    try {
      if (item.record) await consumeVersion(item.record, deps, batch);
      else if (item.farewell) await deps.farewell(item.farewell);
    } catch (error) {
      return { failedIds: items.slice(i).map((it) => it.id), error };
    }
  }
  return { failedIds: [] };
}

async function consumeVersion(record: GameRecord, deps: StreamDeps, batch: BatchCounts): Promise<void> {
  // A seat's row shows the seats and the status: rewritten only when they change; an
  // invitation's row when the invitations change; a freed seat's or closed invitation's row leaves.
  const changes = record.changes;
  const rows = !changes ? inboxRows(deps.games, record) : [...(changes.seats ? seatRows(deps.games, record) : []), ...(changes.seats || changes.invited ? invitationRows(record) : [])];
  // (A version never both fills and frees one slot: one command does one or the other.)
  await allOf([
    ...rows.map((row) => deps.inbox.put(row)),
    ...(changes?.vacated ?? []).map((slot) => deps.inbox.vacate(record.gameId, slot, record.version)),
    ...(deps.alongside ?? []).map((step) => step(record, batch)),
  ]);
  for (const step of deps.afterProjection ?? []) await step(record, batch);
}

/** Waits for every one (none is left running when the version is reported), then fails with the first failure. */
async function allOf(work: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
