/** The dependencies every use case receives (the composition root builds them once per process). */
import type { GameRegistry } from '../../domain/games/registry.js';
import type { Notifier } from '../notify/notifier.js';
import type { TokenCache } from './auth.js';
import type { Clock, EventStore, IdSource, InboxStore, PlayerStore } from './ports.js';

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
