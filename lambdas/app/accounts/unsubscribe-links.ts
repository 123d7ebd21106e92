/**
 * One-click unsubscribing (no token needed): every mail ends with links `GET /unsubscribe?t=<t>`,
 * where `t` is `<playerId>.<kind>.<mac>` and mac = HMAC-SHA256(key, "unsubscribe\n<playerId>\n<kind>")
 * in base64url. Only the deployment knows the key (a generated secret, see wiring.ts), so a link
 * cannot be made for another player or another kind, and it needs no storage. A link does not
 * expire: it sits in mails people keep.
 *
 * `kind` says what the link turns off: `email` (game mails; sign-in and address mails still come
 * when asked for), `reminders` or `news` (notify-version.ts's mails that ask nothing of their reader).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_KINDS, type Notifier, type UnsubscribeKind, type UnsubscribeLinks } from '../core/ports.js';

const TOKEN = new RegExp(`^([A-Za-z0-9_-]{1,64})\\.(${UNSUBSCRIBE_KINDS.join('|')})\\.([A-Za-z0-9_-]{43})$`);
const isKind = (k: string | undefined): k is UnsubscribeKind => (UNSUBSCRIBE_KINDS as readonly (string | undefined)[]).includes(k);

/** A 32-byte key from a secret's text (any length ≥ 32 characters of generated randomness). */
export function linkKeyFromText(text: string): Uint8Array {
  return createHash('sha256').update(`whitechapel/unsubscribe-links\n${text}`).digest();
}

/** A key fetched on first use and kept (once per cold start); a failed fetch is retried by the next use. */
export function keptKey(loadKey: () => Promise<Uint8Array>): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  return () =>
    (key ??= loadKey().catch((e: unknown) => {
      key = undefined;
      throw e;
    }));
}

/** Links signed with the key `loadKey` gives (fetched once, see keptKey). */
export function hmacUnsubscribeLinks(loadKey: () => Promise<Uint8Array>): UnsubscribeLinks {
  const keyOnce = keptKey(loadKey);
  const mac = (k: Uint8Array, playerId: string, kind: UnsubscribeKind) => createHmac('sha256', k).update(`unsubscribe\n${playerId}\n${kind}`).digest();
  return {
    async token(playerId, kind) {
      return `${playerId}.${kind}.${mac(await keyOnce(), playerId, kind).toString('base64url')}`;
    },
    async verify(token) {
      const [, playerId, kind, sent] = TOKEN.exec(token) ?? [];
      if (playerId === undefined || !isKind(kind) || sent === undefined) return null;
      const expected = mac(await keyOnce(), playerId, kind);
      const actual = Buffer.from(sent, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? { playerId, kind } : null;
    },
  };
}

export function unsubscribeUrl(apiUrl: string, token: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/unsubscribe?t=${encodeURIComponent(token)}`;
}

/** The lines every mail ends with. */
export async function unsubscribeFooter(links: UnsubscribeLinks, apiUrl: string, playerId: string): Promise<string> {
  return [
    '',
    '--',
    'You get this mail because you play on Whitechapel.',
    `Stop game e-mails (one click): ${unsubscribeUrl(apiUrl, await links.token(playerId, 'email'))}`,
    `Stop only the reminders: ${unsubscribeUrl(apiUrl, await links.token(playerId, 'reminders'))}`,
    `Stop only the game news (a game starting or ending, a player leaving): ${unsubscribeUrl(apiUrl, await links.token(playerId, 'news'))}`,
  ].join('\n');
}

/** A notifier whose every mail ends with the player's unsubscribe links. */
export function withUnsubscribeFooter(notifier: Notifier, links: UnsubscribeLinks, apiUrl: string): Notifier {
  return {
    subscribe: (email, playerId) => notifier.subscribe(email, playerId),
    unsubscribe: (arn) => notifier.unsubscribe(arn),
    isConfirmed: (arn) => notifier.isConfirmed(arn),
    async publish(message) {
      await notifier.publish({ ...message, body: `${message.body.replace(/\s+$/, '')}\n${await unsubscribeFooter(links, apiUrl, message.playerId)}` });
    },
  };
}
