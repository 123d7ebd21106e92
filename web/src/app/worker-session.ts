/**
 * What the service worker (public/sw.js) needs to read a game's page's game as the page opens: the
 * token and the API's address, kept in a cache of this origin (the worker cannot read localStorage).
 * Written when either changes, removed on signing out.
 */
const SESSION = 'whitechapel-session';

export function shareSessionWithWorker(token: string | null, apiUrl: string): void {
  if (!('caches' in globalThis)) return;
  const done = token
    ? caches.open(SESSION).then((c) => c.put('/session', new Response(JSON.stringify({ token, apiUrl }), { headers: { 'content-type': 'application/json' } })))
    : caches.delete(SESSION);
  // Only a head start lost when it fails.
  done.catch(() => undefined);
}
