// A game's row in the web client's My games (web/src/words/list-rows.ts): whose move it is, who won a
// finished game and how (the list's `result`), and when a game waiting on others last moved.
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../client/index.js';
import { rowBadge, rowLine } from '../../../web/src/words/list-rows.js';

const NOW = Date.parse('2026-12-02T12:00:00.000Z');
const base: GameSummary = {
  gameId: 'g1',
  game: 'mr-jack',
  status: 'active',
  seat: 1,
  invited: false,
  yourTurn: false,
  away: false,
  decisions: [],
  players: [
    { seat: 0, name: 'Ada' },
    { seat: 1, name: 'Bob' },
  ],
  waitingFor: [0],
  version: 7,
  updatedAt: '2026-12-02T09:00:00.000Z',
};

describe("a game's row in My games", () => {
  it("says how a finished game ended for the caller, and gives the game's sentence, which names the winner", () => {
    const won = { ...base, status: 'finished' as const, waitingFor: [], result: { winners: [1], summary: 'Jack escaped in round 6' } };
    expect(rowBadge(won)).toBe('You won');
    expect(rowLine(won, NOW)).toEqual({ text: 'Jack escaped in round 6' });
    const lost = { ...won, game: 'ripper-rummy', result: { winners: [0], summary: 'Ada wins with 28 points after 1 hand.' } };
    expect([rowBadge(lost), rowLine(lost, NOW)]).toEqual(['You lost', { text: 'Ada wins with 28 points after 1 hand.' }]);
    expect(rowBadge({ ...won, result: { winners: [0, 1], summary: 'x' } })).toBe('You won');
    // A row without a seat of the caller's (an invitation never taken up) names the winners.
    expect(rowBadge({ ...won, seat: null, invited: false, result: { winners: [0, 1], summary: 'x' } })).toBe('Ada and Bob won');
    // A row stored before results were listed.
    const { result: _result, ...old } = won;
    expect([rowBadge(old), rowLine(old, NOW)]).toEqual(['Finished', null]);
  });

  it('says when a game waiting on others last moved, and when the caller\'s decision is due', () => {
    expect(rowBadge(base)).toBe('Their move');
    expect(rowLine(base, NOW)).toEqual({ text: 'Last move ', time: { iso: base.updatedAt, words: '3 hours ago' } });
    const mine = { ...base, yourTurn: true, waitingFor: [1], decisions: [{ kind: 'move', prompt: 'Move Miss Stealthy', deadline: '2026-12-05T12:00:00.000Z' }] };
    expect(rowBadge(mine)).toBe('Your move');
    expect(rowLine(mine, NOW)).toEqual({ text: 'Move Miss Stealthy — due ', time: { iso: '2026-12-05T12:00:00.000Z', words: 'in 3 days' } });
    // Away: the turns are played for the seat; no "due" line.
    expect([rowBadge({ ...mine, away: true }), rowLine({ ...mine, away: true }, NOW)?.text]).toEqual(['You are away', 'Last move ']);
    expect(rowLine({ ...base, status: 'waiting' }, NOW)).toBeNull();
  });
});
