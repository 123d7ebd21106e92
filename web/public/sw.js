/*
 * The web client's service worker: the page's shell (index.html, its hashed assets, config.json)
 * from this device's cache, so a turn mail's link opened again draws the game after one request
 * (the game itself) instead of four. index.html and config.json are served from the cache and
 * fetched again behind it (stale-while-revalidate), so a new version shows from the next opening;
 * hashed assets never change under their names (cache-first). The API is never cached here: a
 * game is always read fresh.
 */
const SHELL = 'whitechapel-shell-v1';

/** The client's own pages (routes.ts): every one is index.html. Any other page (the API's /docs, /unsubscribe) goes to the network. */
const PAGE = /^\/(|welcome|sign-in|settings|lobby|games\/new|play\/games\/[^/]+\/?)$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && PAGE.test(url.pathname)) event.respondWith(staleWhileRevalidate(event, '/index.html', request));
  else if (url.pathname === '/config.json') event.respondWith(staleWhileRevalidate(event, '/config.json', request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

async function staleWhileRevalidate(event, key, request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(key);
  const fresh = fetch(request).then((answer) => {
    if (answer.ok) void cache.put(key, answer.clone());
    return answer;
  });
  event.waitUntil(fresh.then(() => undefined, () => undefined));
  return cached ?? fresh;
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.ok) void cache.put(request, answer.clone());
  return answer;
}
