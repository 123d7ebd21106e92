// "Since your last move" on the web's game page (web/src/history/recent-moves.ts): which versions it tells
// (those after the caller's own last move; a move played for the caller is not theirs), how the
// page's reads add up (a window when it opens, then only newer versions), and its words.
import { describe, expect, it } from 'vitest';
import type { Game, components } from '../../../client/index.js';
import type { Names } from '../../../web/src/history/lines.js';
import { textOf } from '../../support/source/template-text.js';
import { afterOwnMove, nextOpeningRead, RECENT_COMPACT, RECENT_SHOWN, RECENT_STEP, RECENT_WINDOW, recentMovesPanel, sinceYourLastMove, withEarlier, withNewer, type RecentVersions } from '../../../web/src/history/recent-moves.js';

type HistoryEntry = components['schemas']['HistoryEntry'];

const at = new Date(Date.now() - 2 * 3_600_000).toISOString();
const drew = (seat: number) => ({ type: 'CardDrawn', seat, from: 'deck', reason: 'turn' });
const move = (version: number, seat: number | null, extra: Partial<HistoryEntry> = {}): HistoryEntry =>
  ({ version, at, seat, system: false, events: seat === null ? [] : [drew(seat)], ...extra }) as HistoryEntry;
const known = (after: number, entries: HistoryEntry[]): RecentVersions => ({ gameId: 'g1', after, entries });
const versions = (r: { entries: readonly HistoryEntry[] } | null) => r?.entries.map((e) => e.version) ?? null;

describe('since your last move', () => {
  it("tells the versions after the caller's own last move, not that move", () => {
    const told = sinceYourLastMove(known(20, [move(21, 1), move(22, 0), move(23, 1), move(24, 2)]), 0);
    expect(told?.heading).toBe('since-your-move');
    expect(versions(told)).toEqual([23, 24]);
  });

  it("counts a move played for the caller (a deadline's fallback, a bot for a late player) as the others'", () => {
    const forYou = [move(21, 0), move(22, 1), move(23, 0, { system: true }), move(24, 0, { bot: { level: 'easy' } } as Partial<HistoryEntry>)];
    expect(versions(sinceYourLastMove(known(20, forYou), 0))).toEqual([22, 23, 24]);
  });

  it('tells nothing when the caller moved last', () => {
    expect(sinceYourLastMove(known(20, [move(21, 1), move(22, 0)]), 0)).toBeNull();
    expect(sinceYourLastMove(afterOwnMove('g1', 22), 0)).toBeNull();
  });

  it("without the caller's move among the versions read: since the game began when they reach it, else the latest", () => {
    expect(sinceYourLastMove(known(-1, [move(0, null), move(1, 1)]), 0)?.heading).toBe('since-the-start');
    expect(sinceYourLastMove(known(30, [move(31, 1), move(32, 2)]), 0)?.heading).toBe('latest');
  });

  it("after the page's own post, every version read later follows the caller's move", () => {
    const posted = afterOwnMove('g1', 22);
    const later = withNewer(posted, [move(23, 1), move(24, 2)]);
    const told = sinceYourLastMove(later, 0);
    expect(told?.heading).toBe('since-your-move');
    expect(versions(told)).toEqual([23, 24]);
  });

  it('adds only versions it did not know, in order', () => {
    const first = known(20, [move(21, 1), move(22, 2)]);
    expect(versions(withNewer(first, [move(22, 2), move(23, 0), move(24, 1)]))).toEqual([21, 22, 23, 24]);
    expect(versions(withNewer(known(20, []), [move(20, 1), move(21, 1)]))).toEqual([21]);
  });

  it("reads the last versions when the page opens, and earlier ones only while the caller's move is not among them", () => {
    expect(RECENT_WINDOW).toBe(2 * RECENT_STEP);
    const first = nextOpeningRead(null, 40, 0);
    expect(first).toEqual({ after: 40 - RECENT_STEP, limit: RECENT_STEP });
    // The caller's move is among them: enough.
    expect(nextOpeningRead(known(34, [move(35, 1), move(36, 0), move(37, 1), move(38, 1), move(39, 1), move(40, 1)]), 40, 0)).toBeNull();
    // It is not: the versions before, then no further than the window.
    const theirs = known(34, [35, 36, 37, 38, 39, 40].map((v) => move(v, 1)));
    expect(nextOpeningRead(theirs, 40, 0)).toEqual({ after: 40 - RECENT_WINDOW, limit: RECENT_STEP });
    const both = withEarlier(theirs, 28, [29, 30, 31, 32, 33, 34, 35].map((v) => move(v, 1)));
    expect([both.after, versions(both)]).toEqual([28, [29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]]);
    expect(nextOpeningRead(both, 40, 0)).toBeNull();
    // A game shorter than a read: from its creation (after -1: version 0 included), once.
    expect(nextOpeningRead(null, 4, 0)).toEqual({ after: -1, limit: 5 });
    expect(nextOpeningRead(known(-1, [0, 1, 2, 3, 4].map((v) => move(v, 1))), 4, 0)).toBeNull();
    expect(nextOpeningRead(known(3, [4, 5, 6, 7, 8, 9].map((v) => move(v, 1))), 9, 0)).toEqual({ after: -1, limit: 4 });
  });
});

const names: Names = { seat: (s) => ['Ada (you)', 'Bob', 'Cy'][s] ?? '?', card: (id) => `card ${id}`, suspect: (id) => id, character: (id) => id };
const game = (status: string) =>
  ({
    gameId: 'g1',
    game: 'ripper-rummy',
    status,
    you: 0,
    seats: [
      { seat: 0, name: 'Ada', playerId: 'p0', role: null, away: false },
      { seat: 1, name: 'Bob', playerId: 'p1', role: null, away: false },
      { seat: 2, name: 'Cy', playerId: 'p2', role: null, away: false },
    ],
  }) as unknown as Game;

/** Every move shown (RECENT_COMPACT folds none). */
const open = { expanded: true, expand: () => undefined };

/** Every value of a template and the templates in it, depth first (the classes of its elements among them). */
function valuesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value && typeof value === 'object' && 'values' in value) return (value as { values: unknown[] }).values.flatMap((v) => [v, ...valuesOf(v)]);
  return [];
}

describe('the section', () => {
  it("says what the others did, in the history's words, how long ago, and who acted when the words do not say it", () => {
    const text = textOf(recentMovesPanel(game('active'), known(20, [move(21, 0), move(22, 1), move(23, 2, { system: true, events: [{ type: 'DeadlinePassed', seat: 2 }] } as Partial<HistoryEntry>)]), names, open));
    // A seat's own move is named by its sentences; who acted is said when they do not say it.
    expect(text).toBe('Since your last move 2 hours ago: Bob drew a card from the draw pile. The platform (a deadline passed), 2 hours ago: The deadline of Cy passed.');
    const jack = { ...game('active'), game: 'mr-jack' } as Game;
    const moved = move(22, 1, { events: [{ type: 'CharacterMoved', character: 'bert', from: 'i8', to: 'i5' }] } as Partial<HistoryEntry>);
    expect(textOf(recentMovesPanel(jack, known(20, [move(21, 0), moved]), names, open))).toBe('Since your last move Bob, 2 hours ago: bert moved from i8 to i5.');
  });

  it(`lists at most ${RECENT_SHOWN} moves and says the earlier ones are in the history`, () => {
    const many = Array.from({ length: RECENT_SHOWN + 3 }, (_, i) => move(31 + i, 1 + (i % 2)));
    const text = textOf(recentMovesPanel(game('active'), known(30, many), names, open));
    expect(text).toContain('3 earlier moves are in the history below.');
    expect(text.match(/drew a card/g)).toHaveLength(RECENT_SHOWN);
  });

  it(`folds all but the latest ${RECENT_COMPACT} moves on a phone until asked, and says how many are folded`, () => {
    const five = known(30, Array.from({ length: 5 }, (_, i) => move(31 + i, 1 + (i % 2))));
    let asked = 0;
    const folded = recentMovesPanel(game('active'), five, names, { expanded: false, expand: () => void asked++ });
    expect(textOf(folded)).toContain('Show the 2 moves before');
    expect(valuesOf(folded).filter((v) => v === 'older')).toHaveLength(2);
    expect(valuesOf(folded)).toContain('recent folded');
    const button = valuesOf(folded).find((v): v is () => void => typeof v === 'function');
    button?.();
    expect(asked).toBe(1);
    // Asked (or few enough): nothing folded, no button.
    const all = recentMovesPanel(game('active'), five, names, open);
    expect(textOf(all)).not.toContain('Show the');
    expect(valuesOf(all).filter((v) => v === 'older')).toHaveLength(0);
    expect(textOf(recentMovesPanel(game('active'), known(30, [move(31, 1), move(32, 2), move(33, 1)]), names, { expanded: false, expand: () => undefined }))).not.toContain('Show the');
  });

  it('is absent for a game not being played or over, and for another game than the one read', () => {
    const some = known(20, [move(21, 1)]);
    expect(textOf(recentMovesPanel(game('finished'), some, names, open))).toContain('The latest moves');
    expect(recentMovesPanel(game('waiting'), some, names, open)).not.toHaveProperty('strings');
    expect(recentMovesPanel(game('active'), { ...some, gameId: 'other' }, names, open)).not.toHaveProperty('strings');
    expect(recentMovesPanel(game('active'), null, names, open)).not.toHaveProperty('strings');
  });
});
