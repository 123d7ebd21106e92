/**
 * Browser tests: Debian's Chromium driven by playwright-core (no browser download), against the
 * local runtime serving the built web client. Screenshots go to test-results/web/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = join(process.cwd(), 'test-results', 'web');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export async function launch(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/**
 * One Chromium for the file's tests, launched before them and closed after: what a test file
 * needs when it only opens players (`const open = useChromium(); const p = await open('Ada', 'phone')`).
 */
export function useChromium(): (name: string, width: 'phone' | 'desktop', timezoneId?: string) => Promise<Player> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (name, width, timezoneId) => {
    if (!browser) throw new Error('useChromium: the browser is opened in beforeAll; open players inside tests');
    return openPlayer(browser, name, width, timezoneId);
  };
}

export interface Player {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  name: string;
  width: 'phone' | 'desktop';
}

/** A player's browser, on a phone or a desktop, in `timezoneId` if given (else the machine's). */
export async function openPlayer(browser: Browser, name: string, width: 'phone' | 'desktop', timezoneId?: string): Promise<Player> {
  const context = await browser.newContext({ viewport: width === 'phone' ? PHONE : DESKTOP, ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors, name, width };
}

/** The first page's heading, where a visitor not signed in lands. */
export const WELCOME_HEADING = /^Whitechapel: /;

/** Signs up through the first page's form; ends on "My games". */
export async function signUp(p: Player, baseUrl: string, email: string): Promise<void> {
  await p.page.goto(`${baseUrl}/`);
  await p.page.getByRole('heading', { name: WELCOME_HEADING, level: 1 }).waitFor();
  await p.page.getByLabel('Your name').fill(p.name);
  await p.page.getByLabel('E-mail address (your turns').fill(email);
  await p.page.getByRole('button', { name: 'Sign up' }).click();
  await p.page.getByRole('heading', { name: 'My games', level: 1 }).waitFor();
}

export async function tokenOf(p: Player): Promise<string> {
  const token = await p.page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('whitechapel.token'));
  if (!token) throw new Error(`${p.name} is not signed in`);
  return token;
}

/**
 * axe-core's serious and critical violations on the page as it is now: every rule axe runs by
 * default, run in the page itself, injected once per document.
 *
 * Not @axe-core/playwright's AxeBuilder: it injects axe into every frame, runs it in parts, finishes
 * the run in a new blank page and brings back every pass too. That took 1.5 s a screen, 52 of the 80
 * seconds of web-client.test.ts alone; this takes about 0.4 s. Our pages have no frames, and only
 * violations are read.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as axe.Result[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** No serious or critical axe violation on the page as it is now, and a screenshot of it. */
export async function checkScreen(p: Player, screen: string): Promise<void> {
  // Usable at 375 px: nothing wider than the screen (wide things scroll inside their own box).
  // (Strings run in the page: this file compiles without the DOM's types.)
  const overflow = Number(await p.page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
  expect(overflow, `${screen} (${p.width}) scrolls sideways`).toBeLessThanOrEqual(0);
  await p.page.screenshot({ path: join(SHOTS, `${screen}-${p.width}.png`), fullPage: true });
  expect(await seriousViolations(p.page), `axe on ${screen} (${p.width})`).toEqual([]);
}

/** Brings the page to the game's version (Refresh re-reads with If-None-Match). */
export async function showVersion(p: Player, version: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const seen = Number(await p.page.locator('[data-version]').getAttribute('data-version'));
    if (seen >= version) return;
    await p.page.getByRole('button', { name: 'Refresh' }).click();
    // The re-read is one GET with If-None-Match: wait for it, not a fixed time.
    await p.page
      .waitForFunction(`Number(document.querySelector('[data-version]')?.getAttribute('data-version')) >= ${version}`, undefined, { timeout: 2_000, polling: 25 })
      .catch(() => undefined);
  }
  throw new Error(`${p.name}'s page never showed version ${version}`);
}

/**
 * Plays the first thing the page offers, by clicking: the first action button, and when that is
 * a group of destinations (Mr. Jack), the first highlighted hex or exit on the board; when the
 * first offer is a card's move (Ripper Rummy's meld, play or discard), the card in the hand first,
 * then the move it shows. The first offer is legalCommands[0], so a game played this way ends (as
 * the README's walkthrough does).
 */
export async function clickFirstMove(p: Player, version: number): Promise<void> {
  const first = p.page.locator('.actions button.action[data-index="0"]').first();
  const card = p.page.locator('.actions button[data-moves~="0"]').first();
  await first.or(card).first().waitFor();
  if ((await first.count()) === 0) await card.click();
  await first.waitFor();
  if ((await first.getAttribute('class'))?.includes('group')) {
    await first.click();
    await p.page.locator('svg [data-target][data-index="0"]').click();
  } else await first.click();
  await movedPast(p, version);
}

/** Waits until the page shows a version other than `version` (its own move was accepted and shown). */
export async function movedPast(p: Player, version: number): Promise<void> {
  await p.page.locator(`[data-version]:not([data-version="${version}"])`).waitFor();
}
