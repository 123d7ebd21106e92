/**
 * Checks that reach every route of the template, read from the template itself (so routes added to
 * the stack are covered without changing this file): each route is bound to the function built for
 * it (the function's Description starts with the route key, as infra/constructs/game-api.ts writes
 * it), and each answers a plausible request (a fresh player's token, real ids in its path, `{}` as
 * the body) with anything but a 5xx. Then the flows that need a mail: signing in by a mailed code,
 * and an unsubscribe link.
 */
import { mrJackWords } from '../../../domain/games/mr-jack/words/words.js';
import type { Check } from '../rehearsal.js';

const json = { 'content-type': 'application/json' };

async function register(apiUrl: string, name: string): Promise<{ token: string; playerId: string; email: string }> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${apiUrl}/players`, { method: 'POST', headers: json, body: JSON.stringify({ name, email }) });
  if (res.status !== 201) throw new Error(`POST /players answered ${res.status}`);
  return { ...((await res.json()) as { token: string; playerId: string }), email };
}

export const routeChecks: readonly Check[] = [
  {
    name: 'each route is bound to the function built for it',
    async run(r) {
      const wrong = r.routes.flatMap((route) => {
        const description = String(r.resolved.properties(route.functionId).Description ?? '');
        return description.startsWith(`${route.routeKey} `) ? [] : [`${route.routeKey} reaches ${route.functionId}, which is "${description}"`];
      });
      if (wrong.length > 0) throw new Error(wrong.join('\n      '));
    },
  },
  {
    name: 'every route answers a plausible request without a 5xx',
    async run(r) {
      const owner = await register(r.apiUrl, 'Owner');
      const auth = (token: string) => ({ authorization: `Bearer ${token}` });
      const game = await fetch(`${r.apiUrl}/games`, { method: 'POST', headers: { ...auth(owner.token), ...json }, body: JSON.stringify({ game: mrJackWords.id }) });
      const { gameId } = (await game.json()) as { gameId: string };
      const failures: string[] = [];
      // Deleting routes last: they may end what the others use.
      const routes = [...r.routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      for (const route of routes) {
        const caller = await register(r.apiUrl, 'Caller');
        const issued = await fetch(`${r.apiUrl}/players/me/tokens`, { method: 'POST', headers: { ...auth(caller.token), ...json }, body: '{"label":"rehearsal"}' });
        const tokenId = ((await issued.json()) as { tokenId?: string }).tokenId ?? 'unknown';
        const values: Record<string, string> = { gameId, tokenId, version: '1' };
        const path = route.segments.map((s) => (/^\{.+\}$/.test(s) ? encodeURIComponent(values[s.replace(/[{}+]/g, '')] ?? 'unknown') : s)).join('/');
        const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
        const res = await fetch(`${r.apiUrl}/${path}`, { method: route.method === 'ANY' ? 'GET' : route.method, headers: { ...auth(caller.token), ...(hasBody ? json : {}) }, ...(hasBody ? { body: '{}' } : {}) });
        if (res.status >= 500) failures.push(`${route.routeKey} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      }
      if (failures.length > 0) throw new Error(failures.join('\n      '));
    },
  },
  {
    name: 'a player signs in with the code a sign-in mail brings',
    async run(r) {
      const player = await register(r.apiUrl, 'Signer');
      const asked = await fetch(`${r.apiUrl}/sessions`, { method: 'POST', headers: json, body: JSON.stringify({ email: player.email }) });
      if (asked.status !== 202) throw new Error(`POST /sessions answered ${asked.status}`);
      const mail = r.outbox().find((m) => m.to.includes(player.email) && /sign-in\?code=/.test(m.message));
      const code = mail && /sign-in\?code=([^\s&"<]+)/.exec(mail.message)?.[1];
      if (!code) throw new Error(`no sign-in mail reached ${player.email}`);
      const redeemed = await fetch(`${r.apiUrl}/sessions/redeem`, { method: 'POST', headers: json, body: JSON.stringify({ code: decodeURIComponent(code) }) });
      if (redeemed.status !== 201) throw new Error(`POST /sessions/redeem answered ${redeemed.status}: ${(await redeemed.text()).slice(0, 200)}`);
    },
  },
  {
    name: "a mail's unsubscribe link shows its page and turns mail off",
    async run(r) {
      const link = r.outbox().flatMap((m) => /(http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?t=[^\s"<>)]+)/.exec(m.message)?.[1] ?? []).at(-1);
      if (!link) throw new Error('no mail carried an unsubscribe link to this API');
      const page = await fetch(link);
      if (page.status !== 200) throw new Error(`GET ${link} answered ${page.status}`);
      const done = await fetch(link, { method: 'POST' });
      if (done.status !== 200) throw new Error(`POST ${link} answered ${done.status}`);
    },
  },
];
