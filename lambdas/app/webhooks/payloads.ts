/**
 * Which webhook events one new game version calls for, and for whom (docs/webhooks.md, "Events").
 * Pure: from the stored record alone, derived as the mails are (mail/messages.ts), at most one per
 * (player, event type).
 *
 * Only ids and public facts go in: the game, its version, the seat, a decision's kind, prompt and
 * deadline (`pending` is public by contract), a finished game's public result. Never a view, a
 * card, a name typed by another player, or an address: the receiver reads the game with its own
 * token for the rest, and gets exactly what its seat may see.
 */
import type { AnyGame } from '../../../domain/engine/game.js';
import { isAway } from '../core/deadlines.js';
import type { GameRecord } from '../core/model.js';
import { openInvitations, playerSeats, seatNames } from '../core/seats.js';
import type { PlayerEvent, WebhookEventType } from './model.js';

/** The JSON body of one delivery, as Standard Webhooks suggests: the type, when it happened, and the data. */
export function payloadBody(event: Pick<PlayerEvent, 'type' | 'data'>, at: string): string {
  return JSON.stringify({ type: event.type, timestamp: at, data: event.data });
}

export function playerEventsFor(game: AnyGame, record: GameRecord): PlayerEvent[] {
  const s = record.snapshot;
  const base = { gameId: record.gameId, game: s.game, version: record.version };
  const out: PlayerEvent[] = [];
  const add = (playerId: string, type: WebhookEventType, data: Record<string, unknown>) => out.push({ playerId, type, gameId: record.gameId, version: record.version, data: { ...base, ...data } });

  const invitedNow = new Set(record.platformEvents.flatMap((e) => (e.type === 'PlayerInvited' ? [e.playerId] : [])));
  for (const { invitation } of openInvitations(s)) {
    if (invitedNow.has(invitation.playerId)) add(invitation.playerId, 'invitation', invitation.seat === undefined ? { seat: null } : { seat: invitation.seat });
  }

  const started = record.platformEvents.some((e) => e.type === 'GameStarted');
  const ended = endOf(game, record);
  for (const { seat, holder } of playerSeats(s)) {
    if (started) add(holder.playerId, 'game-started', { seat });
    if (ended) {
      add(holder.playerId, 'game-ended', { seat, ...ended });
      continue;
    }
    if (s.status !== 'active' || isAway(s, seat)) continue;
    // A decision newly opened for this seat (one that stays with the same seat keeps its clock, and is not told again).
    const opened = s.pending.filter((d) => d.seat === seat && d.since === record.at);
    const first = opened[0];
    if (!first) continue;
    const soonest = opened.reduce((a, d) => (d.deadline < a.deadline ? d : a), first);
    add(holder.playerId, 'turn', {
      seat,
      kind: first.kind,
      prompt: first.prompt,
      deadline: soonest.deadline,
      decisions: opened.map((d) => ({ kind: d.kind, prompt: d.prompt, deadline: d.deadline })),
    });
  }
  return out;
}

/** The public end of the game this version brings about (finished with its result, or cancelled), or null. */
function endOf(game: AnyGame, record: GameRecord): Record<string, unknown> | null {
  const s = record.snapshot;
  if (s.status === 'cancelled' && record.platformEvents.some((e) => e.type === 'GameCancelled' || e.type === 'GameAbandoned')) return { status: 'cancelled', result: null };
  // Only the version that ended it: its move produced the game's last events.
  if (s.status !== 'finished' || s.state === null || record.events.length === 0) return null;
  const result = game.result(s.state, seatNames(s));
  return { status: 'finished', result: result ? { winners: [...result.winners], summary: result.summary } : null };
}
