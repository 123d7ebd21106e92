/** The host resolver webhooks use deployed: every address the system resolver gives (IPv4 and IPv6). */
import { lookup } from 'node:dns/promises';
import type { HostResolver } from '../../app/webhooks/model.js';

export const systemResolver: HostResolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
