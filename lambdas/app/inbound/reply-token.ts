/**
 * The address a player answers a turn mail at (docs/play-by-mail.md): `play+<token>@<REPLY_MAIL_DOMAIN>`,
 * one per recipient and decision. The token is `<gameId>.<seat>.<version>.<mac>`, where
 *
 *   mac = first 10 bytes of HMAC-SHA256(key, "reply\n<gameId>\n<seat>\n<version>\n<playerId>"), base64url
 *
 * with the deployment's link key (the one unsubscribe links are signed with, domain-separated by
 * "reply"). The player is named by the MAC, not in the text: the seat's holder at that version is
 * the only player whose id makes it verify, so the token names player, game and version in a local
 * part of at most 64 characters (RFC 5321), and a token cannot be re-labelled for another seat,
 * game or version. 80 bits of MAC are far beyond guessing by mail. A reply is authenticated by
 * this token only, never by its From header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Seat } from '../../../domain/engine/game.js';
import { keptKey } from '../accounts/unsubscribe-links.js';

/** The longest local part an address may have (RFC 5321 §4.5.3.1.1). */
export const LOCAL_PART_MAX = 64;
const PREFIX = 'play+';
const MAC_BYTES = 10;
const TOKEN = /^([A-Za-z0-9_-]{1,40})\.(\d{1,2})\.(\d{1,9})\.([A-Za-z0-9_-]{14})$/;

/** What a token says; its MAC is checked against the seat's holder with `ReplyTokens.verify`. */
export interface ReplyToken {
  readonly gameId: string;
  readonly seat: Seat;
  readonly version: number;
  readonly mac: string;
}

export interface ReplyTokens {
  /** The token for `playerId`, at `seat` of `gameId`, deciding on `version`; null when it would not fit an address. */
  token(t: Omit<ReplyToken, 'mac'> & { readonly playerId: string }): Promise<string | null>;
  /** Whether `token` was signed for `playerId` (the seat's holder at its version). */
  verify(token: ReplyToken, playerId: string): Promise<boolean>;
}

export function hmacReplyTokens(loadKey: () => Promise<Uint8Array>): ReplyTokens {
  const keyOnce = keptKey(loadKey);
  const mac = (k: Uint8Array, t: Omit<ReplyToken, 'mac'>, playerId: string) =>
    createHmac('sha256', k).update(`reply\n${t.gameId}\n${t.seat}\n${t.version}\n${playerId}`).digest().subarray(0, MAC_BYTES);
  return {
    async token({ playerId, ...t }) {
      const text = `${t.gameId}.${t.seat}.${t.version}.${mac(await keyOnce(), t, playerId).toString('base64url')}`;
      return TOKEN.test(text) && PREFIX.length + text.length <= LOCAL_PART_MAX ? text : null;
    },
    async verify(token, playerId) {
      const expected = mac(await keyOnce(), token, playerId);
      const actual = Buffer.from(token.mac, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** What a token's text says, or null when it is not one. */
export function readReplyToken(text: string): ReplyToken | null {
  const [, gameId, seat, version, mac] = TOKEN.exec(text) ?? [];
  if (gameId === undefined || seat === undefined || version === undefined || mac === undefined) return null;
  return { gameId, seat: Number(seat), version: Number(version), mac };
}

export function replyAddress(token: string, domain: string): string {
  return `${PREFIX}${token}@${domain}`;
}

/** The token of the first of `addresses` that is a reply address at `domain` (any case of the domain and the prefix). */
export function tokenOfAddresses(addresses: readonly string[], domain: string): string | null {
  const suffix = `@${domain.toLowerCase()}`;
  for (const address of addresses) {
    const a = address.trim();
    if (!a.toLowerCase().endsWith(suffix) || !a.toLowerCase().startsWith(PREFIX)) continue;
    return a.slice(PREFIX.length, a.length - suffix.length);
  }
  return null;
}
