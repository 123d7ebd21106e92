// The browser tab's title (web/src/words/page-title.ts): whose move it is, and how many games wait.
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../client/index.js';
import { gamePageTitle, gamesPageTitle, otherPageTitle } from '../../../web/src/words/page-title.js';

const seats = [
  { seat: 0, away: false },
  { seat: 1, away: false },
];
const pending = (seat: number) => [{ seat, kind: 'turn', prompt: 'Play', since: '', deadline: '' }];

describe('the tab title', () => {
  it('says "Your move" on a game’s page while the caller has a decision, and not while away, a spectator or waiting on others', () => {
    const g = { title: 'Mr. Jack', you: 0, pending: pending(0), seats };
    expect(gamePageTitle(g as never)).toBe('Your move · Mr. Jack · Whitechapel');
    expect(gamePageTitle({ ...g, pending: pending(1) } as never)).toBe('Mr. Jack · Whitechapel');
    expect(gamePageTitle({ ...g, you: undefined } as never)).toBe('Mr. Jack · Whitechapel');
    expect(gamePageTitle({ ...g, seats: [{ seat: 0, away: true }, seats[1]] } as never)).toBe('Mr. Jack · Whitechapel');
  });

  it('counts the games waiting for the caller on My games', () => {
    const row = (yourTurn: boolean, away = false) => ({ yourTurn, away }) as GameSummary;
    expect(gamesPageTitle([row(true), row(false), row(true), row(true, true)])).toBe('(2) My games · Whitechapel');
    expect(gamesPageTitle([row(false)])).toBe('My games · Whitechapel');
    expect(gamesPageTitle(null)).toBe('My games · Whitechapel');
    expect(otherPageTitle('Settings')).toBe('Settings · Whitechapel');
  });
});
