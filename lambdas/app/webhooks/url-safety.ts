/**
 * Which URLs may receive webhooks (docs/webhooks.md, "Safety"): a webhook must not turn the
 * service into a way to reach what only it can reach (its own network, the cloud's metadata
 * service, itself). Checked when a webhook is registered and again before every attempt, against
 * every address its host resolves to then; the attempt connects to the address checked, so a name
 * that resolves elsewhere a moment later (DNS rebinding) changes nothing.
 *
 * Deployed: https only, public addresses only. The local runtime alone may also allow
 * http://127.0.0.1:<port> and http://localhost:<port> (UrlPolicy.allowLoopback), so a test on the
 * same machine can receive deliveries. Private, link-local and metadata addresses are refused in
 * every mode, in any spelling the URL parser accepts (decimal, hex, IPv4-mapped IPv6…).
 */
import type { UrlPolicy } from './model.js';

/** A URL longer than this is refused (it is stored and shown back). */
export const MAX_URL_LENGTH = 2000;

/** Why a URL is refused, in words for the problem's detail. */
export type UrlRefusal =
  | 'not-a-url'
  | 'scheme'
  | 'credentials'
  | 'too-long'
  | 'private-address'
  | 'loopback'
  | 'unresolved';

export const refusalText: Record<UrlRefusal, string> = {
  'not-a-url': 'is not an absolute URL',
  scheme: 'must use https (the local runtime also takes http://127.0.0.1:<port> and http://localhost:<port>)',
  credentials: 'must not carry a user name or password',
  'too-long': `is longer than ${MAX_URL_LENGTH} characters`,
  'private-address': 'names (or resolves to) a private, link-local, multicast or reserved address',
  loopback: 'names this machine (loopback), which only the local runtime allows',
  unresolved: 'has a host name that does not resolve',
};

export type CheckedUrl = { readonly ok: true; readonly url: URL; readonly address: string } | { readonly ok: false; readonly why: UrlRefusal };

/** Host names that mean this machine, allowed (with http) only where loopback is. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Parses and checks `raw`, resolving its host: the address to connect to, or why not. */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<CheckedUrl> {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, why: 'too-long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, why: 'not-a-url' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, why: 'credentials' };
  const host = url.hostname.toLowerCase();
  const loopbackName = LOOPBACK_NAMES.has(host) || host.endsWith('.localhost');
  if (url.protocol === 'http:') {
    if (!(policy.allowLoopback && LOOPBACK_NAMES.has(host))) return { ok: false, why: loopbackName && !policy.allowLoopback ? 'loopback' : 'scheme' };
  } else if (url.protocol !== 'https:') return { ok: false, why: 'scheme' };
  if (loopbackName) {
    if (!policy.allowLoopback || !LOOPBACK_NAMES.has(host)) return { ok: false, why: 'loopback' };
    return { ok: true, url, address: host === '[::1]' ? '::1' : '127.0.0.1' };
  }
  const literal = ipLiteral(host);
  let addresses: readonly string[];
  if (literal !== null) addresses = [literal];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return { ok: false, why: 'unresolved' };
    }
    if (addresses.length === 0) return { ok: false, why: 'unresolved' };
  }
  for (const a of addresses) {
    const kind = addressKind(a);
    if (kind === 'loopback') return { ok: false, why: 'loopback' };
    if (kind !== 'public') return { ok: false, why: 'private-address' };
  }
  return { ok: true, url, address: addresses[0]! };
}

/** The address a URL's hostname spells, when it is one (IPv6 without its brackets); else null. */
function ipLiteral(host: string): string | null {
  if (host.startsWith('[') && host.endsWith(']')) return host.slice(1, -1);
  return parseIpv4(host) ? host : null;
}

export type AddressKind = 'public' | 'loopback' | 'private' | 'invalid';

/** What an address is, IPv4 or IPv6 text: anything not plainly public is refused. */
export function addressKind(address: string): AddressKind {
  const v4 = parseIpv4(address);
  if (v4) return ipv4Kind(v4);
  const v6 = parseIpv6(address);
  return v6 ? ipv6Kind(v6) : 'invalid';
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The ranges refused besides loopback: [first octets, prefix length]. */
const IPV4_REFUSED: readonly (readonly [readonly number[], number])[] = [
  [[0], 8], // "this network"
  [[10], 8],
  [[100, 64], 10], // carrier-grade NAT
  [[169, 254], 16], // link-local, the metadata service
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24],
  [[192, 168], 16],
  [[198, 18], 15],
  [[198, 51, 100], 24],
  [[203, 0, 113], 24],
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

function inPrefix(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const take = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Kind(b: readonly number[]): AddressKind {
  if (b[0] === 127) return 'loopback';
  return IPV4_REFUSED.some(([p, bits]) => inPrefix(b, p, bits)) ? 'private' : 'public';
}

/** 16 bytes, or null. Accepts `::` compression and a dotted IPv4 tail; a zone (`%eth0`) is refused. */
function parseIpv6(text: string): number[] | null {
  if (text.includes('%') || !text.includes(':')) return null;
  let head = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes('.')) {
    const v4 = parseIpv4(dotted);
    if (!v4) return null;
    tail = v4;
    head = text.slice(0, lastColon + 1) + '0:0';
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    const n = parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

function ipv6Kind(b: readonly number[]): AddressKind {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 15) && b[15] === 1) return 'loopback';
  if (zeros(0, 16)) return 'private';
  // An IPv4 address in an IPv6 one: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d): judged as the IPv4 address.
  const embedded = b.slice(12);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return ipv4Kind(embedded);
  if (zeros(0, 12)) return ipv4Kind(embedded);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return ipv4Kind(embedded);
  // 6to4 (2002:a.b.c.d::/48) carries an IPv4 address in bytes 2–5.
  if (b[0] === 0x20 && b[1] === 0x02) return ipv4Kind(b.slice(2, 6));
  if ((b[0]! & 0xfe) === 0xfc) return 'private'; // fc00::/7 unique local (AWS's metadata service: fd00:ec2::254)
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return 'private'; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return 'private'; // fec0::/10 site-local (deprecated)
  if (b[0] === 0xff) return 'private'; // multicast
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'private'; // documentation
  return 'public';
}
