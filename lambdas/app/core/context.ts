/** The dependencies every use case receives (the composition root builds them once per process). */
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { WebhookContext } from '../webhooks/manage.js';
import type { RatingStore } from '../ratings/model.js';
import type { InvitationLinks } from '../invitations/invitation-links.js';
import type { CalendarStore } from '../calendar/model.js';
import type { NotificationStores } from '../notifications/ports.js';
import type { Clock, EventStore, IdSource, InboxStore, LobbyStore, Notifier, PlayerStore, RateLimiter, SignInCodes, TokenCache, UnsubscribeLinks } from './ports.js';

export interface AppContext {
  readonly games: GameRegistry;
  /** The ids of the games served; known also where the rules are not loaded (the lobby's function). */
  readonly gameIds: readonly string[];
  readonly events: EventStore;
  readonly players: PlayerStore;
  readonly inbox: InboxStore;
  readonly lobby: LobbyStore;
  /** The ratings' read model (app/ratings/model.ts). */
  readonly ratings: RatingStore;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly tokens: TokenCache;
  readonly signInCodes: SignInCodes;
  readonly rateLimiter: RateLimiter;
  readonly unsubscribeLinks: UnsubscribeLinks;
  /** Signed invitation links (invitations/invitation-links.ts); absent where a context is built without a link key. */
  readonly invitationLinks?: InvitationLinks;
  /** Where links in mails point: the web client (sign-in links) and this API (unsubscribe links). */
  readonly urls: { readonly web: string; readonly api: string };
  /** E-mail subscriptions (SNS); absent when notifications are not configured. Every mail it publishes ends with the unsubscribe links. */
  readonly notifier?: Notifier;
  /** The caller's webhooks (docs/webhooks.md); absent where a context is built without them (the unit tests' in-memory one). */
  readonly webhooks?: WebhookContext;
  /** Calendar feeds (lambdas/app/calendar/); absent where a context is built without them (the unit tests' in-memory one). */
  readonly calendars?: CalendarStore;
  /** Muted games and digest times (lambdas/app/notifications/); absent where a context is built without them. */
  readonly notifications?: NotificationStores;
}
