/** The dependencies every use case receives (the composition root builds them once per process). */
import type { GameRegistry } from '../../domain/games/registry.js';
import type { Clock, EventStore, IdSource, InboxStore, Notifier, PlayerStore, TokenCache } from './ports.js';

export interface AppContext {
  readonly games: GameRegistry;
  readonly events: EventStore;
  readonly players: PlayerStore;
  readonly inbox: InboxStore;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly tokens: TokenCache;
  /** E-mail subscriptions (SNS); absent when notifications are not configured. */
  readonly notifier?: Notifier;
}
