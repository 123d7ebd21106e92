/**
 * One stored version as a viewer may see it in a history (GET /games/{id}/events' entry, the
 * your-turn mail's recap): who acted, the platform's events (public by construction), then the
 * game's, each through the game's `redact`. The words for it are domain/history/lines.ts's.
 */
import type { AnyGame, Viewer } from '../../../domain/engine/game.js';
import type { GameRecord } from './model.js';

export function historyEntryOf(game: AnyGame, r: Pick<GameRecord, 'version' | 'at' | 'actor' | 'platformEvents' | 'events'>, viewer: Viewer) {
  return {
    version: r.version,
    at: r.at,
    seat: r.actor.kind === 'system' ? null : r.actor.seat,
    system: r.actor.kind === 'system',
    ...(r.actor.kind === 'bot' ? { bot: { level: r.actor.level } } : {}),
    // Game events leave only through redact.
    events: [...r.platformEvents, ...r.events.map((e) => game.redact(e, viewer)).filter((e) => e !== null && e !== undefined)] as { type: string; [field: string]: unknown }[],
  };
}
