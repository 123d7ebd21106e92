/**
 * Signed invitation links: an invitation by address to someone with no account yet gives the
 * inviter a game link carrying `?invitation=<token>`, where the token names the game, the invited
 * address and when it expires, signed with the deployment's link key (the key of the unsubscribe
 * links, under another label, so neither kind of link can pass for the other).
 *
 *   token = `<gameId>.<address in base64url>.<expiry, seconds since 1970, base 36>.<mac>`
 *   mac   = HMAC-SHA256(key, "invitation\n<gameId>\n<address key>\n<expiry>") in base64url
 *
 * The address travels readable (the web client prefills the sign-up form with it): it is the
 * address of whoever the link was sent to. Registering with the token and that same address (by its
 * key: trimmed, lower case) needs no code from a mail, since the link reached that inbox; a token
 * that is forged, expired, for another address or malformed is refused (`invalid-invitation`).
 * Nothing is stored: a link works until it expires, however often it is used, and only for the one
 * address (one player per address, so it creates at most one account).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailKey } from '../core/inputs.js';
import { keptKey } from '../accounts/unsubscribe-links.js';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface Invitation {
  readonly gameId: string;
  /** The invited address, as the inviter wrote it. */
  readonly email: string;
  readonly expiresAt: Date;
}

/** Why a token is refused: words for the problem's detail. */
export type InvitationRefusal = 'malformed' | 'forged' | 'expired' | 'other-address';

export interface InvitationLinks {
  token(gameId: string, email: string, nowMs: number): Promise<string>;
  /** What a token says, when it was signed with this deployment's key and has not expired; else why not. */
  verify(token: string, nowMs: number): Promise<{ ok: true; invitation: Invitation } | { ok: false; why: InvitationRefusal }>;
}

export function hmacInvitationLinks(loadKey: () => Promise<Uint8Array>): InvitationLinks {
  const keyOnce = keptKey(loadKey);
  const mac = (key: Uint8Array, gameId: string, email: string, expiry: string) =>
    createHmac('sha256', key).update(`invitation\n${gameId}\n${emailKey(email)}\n${expiry}`).digest();
  return {
    async token(gameId, email, nowMs) {
      const expiry = Math.floor((nowMs + INVITATION_TTL_MS) / 1000).toString(36);
      const address = Buffer.from(email, 'utf8').toString('base64url');
      return `${gameId}.${address}.${expiry}.${mac(await keyOnce(), gameId, email, expiry).toString('base64url')}`;
    },
    async verify(token, nowMs) {
      const [, gameId, address, expiry, sent] = TOKEN.exec(token) ?? [];
      if (gameId === undefined || address === undefined || expiry === undefined || sent === undefined) return { ok: false, why: 'malformed' };
      const email = Buffer.from(address, 'base64url').toString('utf8');
      const expected = mac(await keyOnce(), gameId, email, expiry);
      const actual = Buffer.from(sent, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, why: 'forged' };
      const expiresAt = new Date(parseInt(expiry, 36) * 1000);
      if (expiresAt.getTime() <= nowMs) return { ok: false, why: 'expired' };
      return { ok: true, invitation: { gameId, email, expiresAt } };
    },
  };
}

/** The game's page with the invitation (the inviter shares it, by hand or by their own mail). */
export function invitationUrl(joinUrl: string, token: string): string {
  return `${joinUrl}?invitation=${encodeURIComponent(token)}`;
}
