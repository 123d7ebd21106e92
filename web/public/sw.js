/*
 * The web client's service worker: the page's shell (shell.html, its hashed assets, config.json)
 * from this device's cache, so a turn mail's link opened again draws the game after one request
 * (the game itself) instead of four. shell.html and config.json are served from the cache and
 * fetched again behind it (stale-while-revalidate), so a new version shows from the next opening;
 * hashed assets never change under their names (cache-first). The API is never cached here: a
 * game is always read fresh, but a game's page starts reading its game at once (startGameRead).
 */
const SHELL = 'whitechapel-shell-v1';

/** The client's own pages (routes.ts): every one is index.html. Any other page (the API's /docs, /unsubscribe) goes to the network. */
const PAGE = /^\/(|welcome|sign-in|settings|lobby|games\/new|play\/games\/[^/]+\/?)$/;

/**
 * The shell a page is drawn from: shell.html (index.html with its script and CSS as files rather than
 * written in; web/inline-entry.ts) and those files, taken into the cache as the worker installs, so
 * the next opening draws from it at once. Scripts cached while a worker installs keep their compiled
 * code in Chromium: the client is not compiled again at each opening.
 */
const SHELL_PAGE = '/shell.html';

/** Takes `page` (shell.html's answer) into `cache`, with the files it names. */
async function keepShell(cache, page) {
  const files = [...(await page.clone().text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  // Named by their content: one kept already is the same file.
  const kept = await Promise.all(files.map((f) => cache.match(f)));
  await cache.addAll(files.filter((_, i) => !kept[i]));
  await cache.put(SHELL_PAGE, page);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => fetch(SHELL_PAGE).then((page) => (page.ok ? keepShell(cache, page) : undefined)))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/**
 * A game's page opened: its game is read from here at once, while the page starts, rather than once
 * the page's own script runs (a few hundred ms later on a slow phone); the page's read of it (the
 * same URL with the same token, within a few seconds) gets this answer. The session (token, API
 * address) is what the page left in SESSION (app/worker-session.ts); without one nothing is read.
 */
const SESSION = 'whitechapel-session';
const GAME_PAGE = /^\/play\/games\/([^/]+)\/?$/;
const READ_AHEAD_MS = 10_000;
/** URL → the read started for it: its token, its answer, when it started. */
const readAhead = new Map();

async function startGameRead(gameId) {
  const session = await caches.open(SESSION).then((c) => c.match('/session')).then((r) => (r ? r.json() : null)).catch(() => null);
  if (!session || typeof session.token !== 'string' || !session.token) return;
  const url = `${session.apiUrl || self.location.origin}/games/${gameId}`;
  const authorization = `Bearer ${session.token.trim()}`;
  const answer = fetch(url, { headers: { authorization, accept: 'application/json' } });
  readAhead.set(url, { authorization, answer, at: Date.now() });
  answer.catch(() => readAhead.delete(url));
}

/** The answer read ahead for this request, taken once; null when there is none to give. */
function takeReadAhead(request) {
  const kept = readAhead.get(request.url);
  if (!kept) return null;
  readAhead.delete(request.url);
  const fresh = Date.now() - kept.at < READ_AHEAD_MS;
  return fresh && request.headers.get('authorization') === kept.authorization ? kept.answer : null;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const ahead = readAhead.size > 0 ? takeReadAhead(request) : null;
  if (ahead) return event.respondWith(ahead.catch(() => fetch(request)));
  if (url.origin !== self.location.origin) return;
  const game = request.mode === 'navigate' ? GAME_PAGE.exec(url.pathname) : null;
  if (game) event.waitUntil(startGameRead(game[1]));
  if (request.mode === 'navigate' && PAGE.test(url.pathname)) event.respondWith(shellPage(event));
  else if (url.pathname === '/config.json') event.respondWith(staleWhileRevalidate(event, '/config.json', request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

/** shell.html from the cache, fetched again behind it (with its files) for the next opening; the network's index.html when none is kept. */
async function shellPage(event) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(SHELL_PAGE);
  const fresh = fetch(SHELL_PAGE).then(async (page) => {
    if (page.ok) await keepShell(cache, page.clone());
    return page;
  });
  event.waitUntil(fresh.then(() => undefined, () => undefined));
  if (cached) return cached;
  const page = await fresh.catch(() => null);
  return page?.ok ? page : fetch(event.request);
}

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
