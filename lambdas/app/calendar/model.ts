/**
 * A player's private calendar feed (docs/time.md): the port behind it and its secret. The feed's
 * address carries a random secret; only its SHA-256 is stored, like a token's. One feed per player:
 * issuing another revokes the one before.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface CalendarStore {
  /** Makes `secretHash` the player's feed, and the one they had (if any) no longer answer. */
  issue(playerId: string, secretHash: string, at: string): Promise<void>;
  /** The player whose feed this is, or null for an unknown or revoked one. */
  owner(secretHash: string): Promise<string | null>;
}

/** 32 random bytes, base64url (43 characters): the feed's address is as hard to guess as a token. */
export const newFeedSecret = (): string => randomBytes(32).toString('base64url');

export const feedSecretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A feed's path segment is `<secret>.ics`; anything else names no feed. */
export const FEED_SEGMENT = /^([A-Za-z0-9_-]{43})\.ics$/;
