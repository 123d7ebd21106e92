/**
 * A turn mail's link on a mid-range phone: Debian's Chromium (playwright-core) with the CPU slowed
 * 4× (Emulation.setCPUThrottlingRate) and DevTools' "Fast 3G" (Network.emulateNetworkConditions),
 * a 375 px screen, against the local runtime serving the built web client. Times from the start of
 * the navigation to the page's own 'playable' mark: the first paint with a legal move clickable (a
 * move button or a playable card, enabled)
 * — cold (a new browser profile: empty cache, no service worker; localStorage holding the token and
 * the API's address, as on any device signed in) and warm (the same page opened again: the shell
 * from the service worker, the game read fresh).
 *
 * `npm run bench` runs it among its steps; `npm run bench:phone [-- --runs N] [--dist DIR]` alone (the median
 * of N runs, 3 unless told; DIR: another build of the client than web/dist), written to
 * bench/results/phone-<time>.json.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { createRegistry, productGames } from '../domain/games/registry.js';
import { ripperRummyWords } from '../domain/games/ripper-rummy/words/words.js';
import { startLocalRuntime } from '../local/runtime.js';
import { buildWeb } from '../scripts/build-web.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** DevTools' "Fast 3G" preset, as Chrome's network panel defines it. */
export const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1_000_000 / 8) * 0.9, uploadThroughput: (750 * 1_000 / 8) * 0.9 } as const;
export const CPU_SLOWDOWN = 4;
/** What the page offers once it is playable: an enabled move button, or an enabled playable card (as app/router.ts marks it). */
const PLAYABLE = '.actions button.action:not([disabled]), .actions button[data-moves]:not([disabled])';

export interface PhonePageResult {
  readonly profile: string;
  readonly coldMs: number[];
  readonly warmMs: number[];
  readonly coldMedianMs: number;
  readonly warmMedianMs: number;
  readonly targetColdMs: 2500;
  readonly targetWarmMs: 1000;
  /** The machine's 1-minute load average at each run (others may be working on it). */
  readonly loadAverages: number[];
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? 0) : 0;
};

async function post(url: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const r = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

/**
 * Opens `link` and answers ms from the navigation's start to the page's own 'playable' mark (the
 * client marks it after the first paint that shows an enabled legal move: app/router.ts), so the
 * reading is not late by a poll. It waits through the DevTools protocol with a few lines in the page:
 * Playwright's waitForFunction and locators first inject their own script (hundreds of KB), which on
 * a CPU slowed 4x would hold the page's main thread while it loads. Then checks that a move is
 * indeed visible.
 */
async function timeToPlayable(page: Page, cdp: CDPSession, link: string): Promise<number> {
  await page.goto(link, { waitUntil: 'commit' });
  const seen = (await cdp.send('Runtime.evaluate', {
    expression: `new Promise((resolve) => {
      const now = () => performance.getEntriesByName('playable', 'mark')[0];
      if (now()) return resolve(now().startTime);
      new PerformanceObserver((list, observer) => {
        const mark = list.getEntriesByName('playable')[0];
        if (mark) { observer.disconnect(); resolve(mark.startTime); }
      }).observe({ type: 'mark', buffered: true });
    })`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 60_000,
  })) as { result: { value?: unknown }; exceptionDetails?: unknown };
  if (typeof seen.result.value !== 'number') throw new Error(`no 'playable' mark: ${JSON.stringify(seen)}`);
  await page.locator(PLAYABLE).first().waitFor({ state: 'visible', timeout: 5_000 });
  return Math.round(seen.result.value);
}

/** Where an opening's time went: each request's start and end from the navigation's start, and its bytes (0: from a cache or the service worker). */
async function waterfall(page: Page): Promise<string[]> {
  return (await page.evaluate(
    `[...[performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((e) => new URL(e.name).pathname.replace(/^\\/assets\\/.*\\./, '/assets/*.') + ' ' + Math.round(e.startTime) + '→' + Math.round(e.responseEnd) + ' (' + e.transferSize + ' B)'), ...performance.getEntriesByType('mark').map((e) => e.name + ' @' + Math.round(e.startTime))]`,
  )) as string[];
}

/**
 * The same slow network for the page's service worker: DevTools applies its network conditions per
 * target, and the worker's own requests (the game it reads ahead as a page opens, public/sw.js)
 * would otherwise go at loopback speed and make the warm reading look better than a phone's. The
 * worker is reached through the browser's session (Target.sendMessageToTarget: Playwright opens
 * sessions on pages only). Answers how many workers it throttled.
 */
async function throttleServiceWorkers(browser: Browser, origin: string): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] };
    const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.url.startsWith(origin));
    for (const worker of workers) {
      const { sessionId } = (await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false })) as { sessionId: string };
      let id = 0;
      for (const [method, params] of [['Network.enable', {}], ['Network.emulateNetworkConditions', FAST_3G]] as const) {
        await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
      }
    }
    return workers.length;
  } finally {
    // Detaching would end the emulation with the session: kept until the context closes.
  }
}

/** A phone's browser context signed in as `token`, throttled; its page. */
async function phone(browser: Browser, origin: string, token: string): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // A device signed in holds its token and, since the client that stored the token read config.json, where the API is
  // (api.ts): an empty HTTP cache does not empty localStorage.
  await context.addInitScript(
    `if (location.origin === ${JSON.stringify(origin)}) { localStorage.setItem('whitechapel.token', ${JSON.stringify(token)}); localStorage.setItem('whitechapel.apiUrl', ''); }`,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

export async function benchPhonePage(opts: { runs?: number; log?: (line: string) => void; webDist?: string } = {}): Promise<PhonePageResult | { skipped: string }> {
  const log = opts.log ?? (() => undefined);
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)` };
  if (!opts.webDist) buildWeb({ quiet: true });
  const runs = opts.runs ?? 3;
  const rt = await startLocalRuntime({ port: 0, games: createRegistry([...productGames.values()]), ...(opts.webDist ? { webDist: opts.webDist } : {}) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const ada = await post(rt.url, '/players', { name: 'Ada', email: `ada.phone.${Date.now()}@example.com` });
    const bob = await post(rt.url, '/players', { name: 'Bob', email: `bob.phone.${Date.now()}@example.com` });
    const game = await post(rt.url, '/games', { game: ripperRummyWords.id, options: { players: 2, targetScore: 10 } }, String(ada.token));
    const gameId = String(game.gameId);
    const started = await post(rt.url, `/games/${gameId}/join`, undefined, String(bob.token));
    const turnSeat = (started.pending as { seat: number }[])[0]?.seat ?? 0;
    const token = String((turnSeat === 0 ? ada : bob).token);
    // The link of the turn mail the stream sends (the same page whatever the mail).
    let link = `${rt.url}/play/games/${gameId}`;
    for (let i = 0; i < 100; i++) {
      const found = rt.sns.outbox().map((m) => new RegExp(`(\\S+/play/games/${gameId})`).exec(m.message)?.[1]).find(Boolean);
      if (found) {
        link = found;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const coldMs: number[] = [];
    const warmMs: number[] = [];
    const loadAverages: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { page, cdp } = await phone(browser, rt.url, token);
      coldMs.push(await timeToPlayable(page, cdp, link));
      log(`cold requests (ms from the start: start→end, bytes over the wire): ${(await waterfall(page)).join(', ')}`);
      // Warm: the device has opened the client before (its service worker installed, the assets cached).
      await page.evaluate('navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => true) : true');
      const throttled = await throttleServiceWorkers(browser, rt.url);
      if (throttled !== 1) throw new Error(`expected the client's one service worker, found ${throttled}`);
      warmMs.push(await timeToPlayable(page, cdp, link));
      log(`warm requests (ms from the start: start→end, bytes over the wire): ${(await waterfall(page)).join(', ')}`);
      await page.context().close();
      loadAverages.push(Math.round((loadavg()[0] ?? 0) * 100) / 100);
      log(`run ${i + 1}: cold ${coldMs.at(-1)} ms, warm ${warmMs.at(-1)} ms, load average ${loadAverages.at(-1)}`);
    }
    return {
      profile: `Chromium, 375 px, CPU ${CPU_SLOWDOWN}x slower, Fast 3G (${FAST_3G.latency} ms, ${Math.round(FAST_3G.downloadThroughput / 1000)} kB/s down)`,
      coldMs,
      warmMs,
      coldMedianMs: median(coldMs),
      warmMedianMs: median(warmMs),
      targetColdMs: 2500,
      targetWarmMs: 1000,
      loadAverages,
    };
  } finally {
    await browser.close();
    await rt.stop();
  }
}

/** One line for the bench's output. */
export function phonePageLine(r: PhonePageResult | { skipped: string }): string {
  if ('skipped' in r) return `phone  turn link → playable: skipped (${r.skipped})`;
  return `phone  turn link → playable (${r.profile}): cold p50 ${r.coldMedianMs} ms [${r.coldMs.join(', ')}] (target ≤ ${r.targetColdMs}), warm p50 ${r.warmMedianMs} ms [${r.warmMs.join(', ')}] (target ≤ ${r.targetWarmMs}); load average ${r.loadAverages.join(', ')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  // --dist DIR: another build of the client (a copy of web/dist from before a change), to interleave readings of the two.
  const distAt = process.argv.indexOf('--dist');
  const webDist = distAt > 0 ? process.argv[distAt + 1] : undefined;
  const r = await benchPhonePage({ runs, log: (l) => console.log(`phone  ${l}`), ...(webDist ? { webDist: resolve(webDist) } : {}) });
  console.log(phonePageLine(r));
  // Kept as bench/main.ts keeps its results: bench/results/<step>-<time>.json.
  const dir = new URL('results', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `phone-${new Date().toISOString().replace(/:/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), phonePage: r }, null, 2));
  console.log(`written ${file}`);
}
