/**
 * Webhooks (docs/webhooks.md): what a player registers, what goes out, and the ports the use cases
 * need from outside (the stores in lambdas/store/webhooks/, DNS and HTTP in the same place).
 */

/** The events a webhook may ask for; a webhook registered without `events` gets them all. */
export const WEBHOOK_EVENTS = ['turn', 'game-started', 'game-ended', 'invitation'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** A player may register at most this many webhooks. */
export const MAX_WEBHOOKS = 5;

export interface Webhook {
  readonly webhookId: string;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  /** `whsec_` + base64 of the key: kept to sign with, shown to its owner only once, when created. */
  readonly secret: string;
  readonly createdAt: string;
  /** Its retries ran out (its owner was mailed); the next delivered attempt clears it. */
  readonly failing: boolean;
}

/** One event for one player, before it is addressed to their webhooks: `data` holds ids and public facts only. */
export interface PlayerEvent {
  readonly playerId: string;
  readonly type: WebhookEventType;
  readonly gameId: string;
  readonly version: number;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * A delivery still to be attempted or retried: one per (webhook, game, version, event type), its id
 * derived from those (so the stream's redelivery finds it), the Standard Webhooks `webhook-id`.
 */
export interface PendingDelivery {
  readonly deliveryId: string;
  readonly webhookId: string;
  readonly playerId: string;
  readonly type: WebhookEventType;
  readonly gameId: string;
  /** The body exactly as every attempt sends it (the signature covers these bytes). */
  readonly body: string;
  /** Attempts made so far. */
  readonly attempts: number;
  /** When the next attempt is due (ISO). */
  readonly nextAt: string;
}

/** How one attempt ended: the receiver's status, or why none came. */
export type AttemptOutcome = { readonly status: number } | { readonly error: 'timeout' | 'network' | 'refused-address' };

/** One attempt as its webhook's owner may read it (GET …/deliveries). */
export interface DeliveryAttempt {
  readonly deliveryId: string;
  readonly webhookId: string;
  readonly event: WebhookEventType;
  readonly gameId: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly at: string;
  /** The receiver's HTTP status; null when none came (timeout, network error, refused address). */
  readonly status: number | null;
  readonly error: 'timeout' | 'network' | 'refused-address' | null;
  readonly delivered: boolean;
}

/** A player's webhooks (one small item per player). */
export interface WebhookStore {
  list(playerId: string): Promise<Webhook[]>;
  /** Adds a webhook while the player has fewer than `max`. */
  add(playerId: string, webhook: Webhook, max: number): Promise<'added' | 'full'>;
  /** False when the player has no such webhook. */
  remove(playerId: string, webhookId: string): Promise<boolean>;
  /** Marks it failing (or not); true only when this call changed it, so the owner is mailed once. */
  setFailing(playerId: string, webhookId: string, failing: boolean): Promise<boolean>;
}

/** Deliveries waiting for an attempt, and the log of attempts. */
export interface DeliveryStore {
  /** Stores a new delivery; false when one with its id exists already (a redelivered version). */
  open(delivery: PendingDelivery): Promise<boolean>;
  /** After an attempt: due again at `nextAt`, or done (delivered, given up, or its webhook gone) with null. */
  settle(deliveryId: string, attempts: number, nextAt: string | null): Promise<void>;
  /** Deliveries due at or before `nowIso`, oldest first. */
  due(nowIso: string, limit: number): Promise<PendingDelivery[]>;
  record(attempt: DeliveryAttempt): Promise<void>;
  /** A webhook's newest attempts, newest first. */
  attempts(webhookId: string, limit: number): Promise<DeliveryAttempt[]>;
}

/** DNS: every address a host name resolves to (IPv4 or IPv6 text); throws when it resolves to none. */
export type HostResolver = (hostname: string) => Promise<readonly string[]>;

/** One HTTP POST to a checked address, the URL's host kept for the Host header and TLS. */
export interface WebhookRequest {
  readonly url: URL;
  /** The address checked by the URL policy: the request connects to this and no other. */
  readonly address: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly timeoutMs: number;
}

export type WebhookSender = (request: WebhookRequest) => Promise<AttemptOutcome>;

/** Which URLs may receive webhooks: deployed, https only and public addresses only; the local runtime also loopback over http. */
export interface UrlPolicy {
  /** Only the local runtime sets this (so a test can receive deliveries on 127.0.0.1). */
  readonly allowLoopback: boolean;
  readonly resolve: HostResolver;
}
