/**
 * "Since your last move": what the others did (and what the platform did for anyone) after the
 * caller last played, in words, above the board. A game is played over days; whoever opens it
 * from a mail first wants to know what happened, without stepping through the history.
 *
 * Read from the game's history as the caller may see it (GET /games/{id}/events, redacted for the
 * caller, worded by lines.ts): when the page opens, the last RECENT_STEP versions, and the
 * ones before while the caller's own move is not among them (up to RECENT_WINDOW); after that only
 * versions the page has not seen, so each version is read once (a history page costs a read unit
 * per 4 KB of the versions it returns, whole: about six versions).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game, components } from '../../../client/index.js';
import { actorBefore, eventLine, isOwnMove, type Names } from './lines.js';
import { ago, capitalised } from '../words/format.js';
import { seatWords } from '../words/seats.js';
import { webGame } from '../games/registry.js';

type HistoryEntry = components['schemas']['HistoryEntry'];

/** How many versions the page reads at a time when it opens: about one read unit. */
export const RECENT_STEP = 6;

/** How far back the page reads at most when it opens: a round of a four-player game, about. */
export const RECENT_WINDOW = 12;

/** At most this many moves are listed; earlier ones are in the history. */
export const RECENT_SHOWN = 8;

/**
 * On a phone only the latest this many are shown until asked for the rest (style.css), so the
 * move stays near the top of the page: eight moves of a four-player game filled a phone's screen.
 */
export const RECENT_COMPACT = 3;

/**
 * What the page knows of the game's latest versions: `entries`, in order, are every version after
 * `after` (exclusive) up to the one the page shows; `after` is -1 when they start at the game's creation.
 */
export interface RecentVersions {
  readonly gameId: string;
  readonly after: number;
  readonly entries: readonly HistoryEntry[];
  /** Set when the page itself posted the caller's move at `after`: every entry follows it. */
  readonly ownMoveAtStart?: true;
}

/** A read of the history: the versions after `after` (-1: from the creation on), at most `limit`. */
export interface VersionsRead {
  readonly after: number;
  readonly limit: number;
}

/**
 * The next read when the page opens (`known` null before the first), or null once it knows enough:
 * the last RECENT_STEP versions up to `version`; then, while the caller's own move is not among
 * those read, the RECENT_STEP before them, until RECENT_WINDOW versions or the game's creation.
 */
export function nextOpeningRead(known: RecentVersions | null, version: number, you: number): VersionsRead | null {
  const before = known ? known.after : version;
  if (known && (known.after < 0 || known.entries.some((e) => isOwnMove(e, you)) || version - known.after >= RECENT_WINDOW)) return null;
  const after = Math.max(-1, before - RECENT_STEP);
  return { after, limit: before - after };
}

/** The versions read further back (after `after`) put before those known. */
export function withEarlier(known: RecentVersions, after: number, page: readonly HistoryEntry[]): RecentVersions {
  const earlier = page.filter((e) => e.version > after && e.version <= known.after);
  return { ...known, after, entries: [...earlier, ...known.entries] };
}

/** The versions after `known` up to `page`, which was read from `known.entries`' last version (or `known.after`) on. */
export function withNewer(known: RecentVersions, page: readonly HistoryEntry[]): RecentVersions {
  const last = known.entries.at(-1)?.version ?? known.after;
  const newer = page.filter((e) => e.version > last);
  return { ...known, entries: [...known.entries, ...newer] };
}

/** After the caller's own move at `version`: nothing of theirs to tell until someone else moves. */
export function afterOwnMove(gameId: string, version: number): RecentVersions {
  return { gameId, after: version, entries: [], ownMoveAtStart: true };
}


export type RecentHeading = 'since-your-move' | 'since-the-start' | 'latest';

/**
 * What to tell: the versions after the caller's last own move. When that move is not among the
 * versions known, they all are: since the game's creation when they reach it, else the latest.
 * Null when there is nothing to tell (the caller moved last).
 */
export function sinceYourLastMove(known: RecentVersions, you: number): { heading: RecentHeading; entries: readonly HistoryEntry[] } | null {
  const own = known.entries.findLastIndex((e) => isOwnMove(e, you));
  const entries = own >= 0 ? known.entries.slice(own + 1) : known.entries;
  if (entries.length === 0) return null;
  if (own >= 0 || known.ownMoveAtStart) return { heading: 'since-your-move', entries };
  return { heading: known.after < 0 ? 'since-the-start' : 'latest', entries };
}

const HEADINGS: Readonly<Record<RecentHeading, string>> = {
  'since-your-move': 'Since your last move',
  'since-the-start': 'Since the game began',
  latest: 'The latest moves',
};

/** Whether the caller asked for the moves a phone hides (RECENT_COMPACT), and how to ask. */
export interface RecentExpansion {
  readonly expanded: boolean;
  expand(): void;
}

/** The section, or nothing when there is nothing to tell. */
export function recentMovesPanel(g: Game, known: RecentVersions | null, names: Names, more: RecentExpansion): TemplateResult | typeof nothing {
  if (!known || known.gameId !== g.gameId || g.you === undefined || (g.status !== 'active' && g.status !== 'finished')) return nothing;
  const told = sinceYourLastMove(known, g.you);
  if (!told) return nothing;
  const shown = told.entries.slice(-RECENT_SHOWN);
  const earlier = told.entries.length - shown.length;
  const folded = more.expanded ? 0 : Math.max(0, shown.length - RECENT_COMPACT);
  return html`<section class=${folded > 0 ? 'recent folded' : 'recent'} aria-labelledby="recent-h">
    <h2 id="recent-h">${HEADINGS[told.heading]}</h2>
    ${earlier > 0 ? html`<p class="muted">${earlier} earlier move${earlier > 1 ? 's are' : ' is'} in the history below.</p>` : nothing}
    ${folded > 0 ? html`<button type="button" class="small recent-more" @click=${() => more.expand()}>Show the ${folded} move${folded > 1 ? 's' : ''} before</button>` : nothing}
    <ol class="recent-moves">
      ${shown.map(
        (e, i) => {
          const lines = e.events.map((ev) => ({ type: ev.type, text: eventLine(webGame(g.game).sentences, ev, names) }));
          return html`<li data-recent-version=${e.version} class=${i < folded ? 'older' : ''}>
            ${byWhom(g, e, lines.map((l) => l.text))}<span class="when">${ago(e.at)}</span>:
            ${lines.map((l) => html`<span class="event" data-event=${l.type}>${l.text}.</span> `)}
          </li>`;
        },
      )}
    </ol>
  </section>`;
}

/** Who acted, unless the sentences say it (actorBefore, lines.ts). */
function byWhom(g: Game, e: HistoryEntry, sentences: readonly string[]): TemplateResult | typeof nothing {
  const who = actorBefore(e, sentences, seatWords(g));
  return who === null ? nothing : html`<span class="who">${capitalised(who)}</span>, `;
}
