import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import { gameWinner, scoreHand } from '../../../domain/games/ripper-rummy/rules/scoring.js';
import { nameRipper, suspectTotals } from '../../../domain/games/ripper-rummy/rules/table.js';
import { given, handScored, table, types, type AreaSpec, type TableSpec } from './fixtures.js';

const onTable = (areas: AreaSpec[]) => table({ hands: areas.map(() => []), areas });

describe('naming the Ripper (§5)', () => {
  it('totals Evidence, Wilds standing for the suspect and his Suspect card; Alibis do not count', () => {
    const s = onTable([
      { melds: [['druitt-1', 'druitt-2', 'wild-1']], singles: ['suspect-druitt', 'alibi-chapman', 'victim-kelly'] },
      { melds: [['chapman-1', 'chapman-2', 'chapman-3']], singles: [['wild-2', 'chapman'], 'letter-1'] },
    ]);
    expect(suspectTotals(s)).toEqual({ druitt: 9, eddy: 0, gull: 0, chapman: 8, jill: 0, pedachenko: 0 });
    expect(nameRipper(s)).toBe('druitt');
  });

  it('names the eligible suspect with the highest total', () => {
    const s = onTable([{ melds: [['gull-1', 'gull-2', 'gull-3', 'gull-4']] }, { melds: [['jill-1', 'jill-2', 'jill-3']] }]);
    expect(nameRipper(s)).toBe('gull');
  });

  it('breaks ties towards the lowest number', () => {
    const s = onTable([{ melds: [['pedachenko-1', 'pedachenko-2', 'pedachenko-3']] }, { melds: [['gull-1', 'gull-2', 'gull-3']] }]);
    expect(nameRipper(s)).toBe('gull'); // 3 beats 6
    const t = onTable([{ melds: [['eddy-1', 'eddy-2', 'eddy-3']] }, { melds: [['gull-1', 'gull-2', 'gull-3']] }]);
    expect(nameRipper(t)).toBe('eddy'); // 2 beats 3
  });

  it('never names an alibied suspect, whatever his total', () => {
    const s = onTable([{ melds: [['druitt-1', 'druitt-2', 'druitt-3', 'druitt-4']] }, { melds: [['jill-1', 'jill-2', 'jill-3']], singles: ['alibi-druitt'] }]);
    expect(nameRipper(s)).toBe('jill');
    const royal = onTable([{ melds: [['eddy-1', 'eddy-2', 'eddy-3', 'eddy-4']] }, { melds: [['gull-1', 'gull-2', 'gull-3']], singles: [['alibi-royal', 'eddy']] }]);
    expect(nameRipper(royal)).toBe('gull');
  });

  it('lets the Ripper escape when the only possible suspect has an Alibi, or only Letters are on the table, or nothing', () => {
    expect(nameRipper(onTable([{ melds: [['jill-1', 'jill-2', 'jill-3']], singles: ['alibi-jill'] }, {}]))).toBeNull();
    expect(nameRipper(onTable([{ melds: [['letter-1', 'letter-2', 'letter-3']] }, { singles: ['victim-kelly'] }]))).toBeNull();
    expect(nameRipper(onTable([{ singles: ['victim-kelly', 'scene-bucks-row'] }, {}]))).toBeNull();
  });
});

describe('normal scoring (§6)', () => {
  /**
   * The worked example of the spec: all five Victims in play. A has Druitt ×3 and the Druitt Suspect
   * card; B has Chapman ×4 and an Alibi on Druitt. B goes out. Druitt is alibied, so Chapman (8) is
   * the Ripper. A holds Ripper Escapes and an unrelated Letter. B voted Chapman, A voted Druitt.
   */
  const workedExample: TableSpec = {
    hands: [['ripper-escapes', 'letter-1'], ['gull-5']],
    areas: [
      { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['suspect-druitt', 'victim-nichols', 'victim-chapman'] },
      { melds: [['chapman-1', 'chapman-2', 'chapman-3', 'chapman-4']], singles: ['alibi-druitt', 'victim-stride', 'victim-eddowes', 'victim-kelly', 'scene-mitre-square'] },
    ],
    vote: {
      calledBy: 1,
      ballots: [
        { seat: 0, suspect: 'druitt' },
        { seat: 1, suspect: 'chapman' },
      ],
    },
    turn: { seat: 1 },
  };

  it('scores the worked example of the spec (golden)', () => {
    const score = handScored(given(workedExample).when(1, { type: 'discard', card: 'gull-5' }).accepted().events);
    expect(score.scoring).toBe('normal');
    expect(score.ripper).toBe('chapman');
    expect(score.ending).toEqual({ reason: 'went-out', seat: 1 });
    // A: Druitt 6 + Suspect 3 + 2 Victims = 11, not doubled; Ripper Escapes −2×5; Letter −3.
    expect(score.players[0]).toEqual({ seat: 0, cards: 11, doubles: 0, excused: [], deductions: -13, voteBonus: 0, escapeBonus: 0, total: -2 });
    // B: Chapman 8 + Alibi 3 + 3 Victims + 1 Scene = 15, Chapman doubled +8, vote +10.
    expect(score.players[1]).toEqual({ seat: 1, cards: 15, doubles: 8, excused: [], deductions: 0, voteBonus: 10, escapeBonus: 0, total: 33 });
    expect(score.totals).toEqual([-2, 33]);
  });

  it('doubles every card related to the Ripper: his Evidence, Wilds standing for him, his Suspect card', () => {
    const s = table({
      hands: [['gull-5'], ['jill-1']],
      areas: [{ melds: [['gull-1', 'gull-2', 'wild-1']], singles: ['suspect-gull', 'gull-3', ['wild-2', 'gull'], 'victim-kelly'] }, {}],
    });
    const { score } = scoreHand(s, { reason: 'went-out', seat: 0 });
    expect(score.ripper).toBe('gull');
    // 2+2+2 + 3 + 2 + 2 + 1 = 14; doubles all but the Victim: 13.
    expect(score.players[0]).toMatchObject({ cards: 14, doubles: 13 });
  });

  it('discards without score the cards in hand related to evidence on the table, and deducts the rest', () => {
    const s = table({
      hands: [
        // related: druitt (melded), letter (Letters melded), wild (a suspect meld exists), Druitt Suspect and Alibi,
        // royal Alibi (Eddy melded). unrelated: gull (2), Gull Suspect (3), Victim (1), Scene (1), Ripper Strikes (0).
        ['druitt-4', 'letter-4', 'wild-1', 'suspect-druitt', 'alibi-druitt', 'alibi-royal', 'gull-1', 'suspect-gull', 'victim-kelly', 'scene-bucks-row', 'ripper-strikes-1'],
        [],
      ],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3'], ['letter-1', 'letter-2', 'letter-3'], ['eddy-1', 'eddy-2', 'eddy-3']] }],
    });
    const { score } = scoreHand(s, { reason: 'went-out', seat: 1 });
    expect(score.players[0]?.excused).toEqual(['druitt-4', 'letter-4', 'wild-1', 'suspect-druitt', 'alibi-druitt', 'alibi-royal']);
    expect(score.players[0]?.deductions).toBe(-(2 + 3 + 1 + 1 + 0));
  });

  it('charges the Ripper Escapes holder 2 per Victim in play instead of 35', () => {
    const hand = (victims: string[]) =>
      scoreHand(
        table({ hands: [['ripper-escapes'], []], areas: [{ melds: [['jill-1', 'jill-2', 'jill-3']] }, { singles: victims }] }),
        { reason: 'went-out', seat: 1 },
      ).score.players[0]?.deductions;
    expect(hand([])).toBe(0);
    expect(hand(['victim-kelly', 'victim-stride'])).toBe(-4);
  });

  it('adds 10 for a correct vote only; an abstention or a missing vote scores nothing', () => {
    const voted = table({
      players: 3,
      hands: [[], ['jill-5'], ['gull-5']],
      areas: [{ melds: [['jill-1', 'jill-2', 'jill-3']] }, {}, {}],
      vote: { calledBy: 0, ballots: [{ seat: 0, suspect: 'jill' }, { seat: 1, suspect: null }] },
    });
    const { score } = scoreHand(voted, { reason: 'went-out', seat: 0 });
    expect(score.players.map((p) => p.voteBonus)).toEqual([10, 0, 0]);
  });

  it('lets totals go negative', () => {
    given({ hands: [['suspect-gull', 'alibi-jill'], ['jill-1']], areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']] }], turn: { seat: 1 } })
      .when(1, { type: 'discard', card: 'jill-1' })
      .then((events) => expect(handScored(events).totals[0]).toBe(-6));
  });
});

describe('Ripper Escapes scoring (§6)', () => {
  it('scores only Victims and Scenes; the player of Ripper Escapes adds 35; nothing deducted; votes score nothing', () => {
    const voted = given({
      hands: [['jill-5', 'letter-4'], ['ripper-escapes', 'gull-5']],
      areas: [
        { melds: [['jill-1', 'jill-2', 'jill-3']], singles: ['victim-kelly', 'victim-stride', 'scene-bucks-row'] },
        { singles: ['victim-nichols', 'victim-chapman', 'victim-eddowes'] },
      ],
      vote: { calledBy: 0, ballots: [{ seat: 0, suspect: 'jill' }, { seat: 1, suspect: 'jill' }] },
      turn: { seat: 0, step: 'draw' },
    });
    const score = handScored(voted.when(1, { type: 'ripper-escapes' }).accepted().events);
    expect(score.scoring).toBe('ripper-escapes');
    expect(score.ripper).toBeNull();
    expect(score.players).toEqual([
      { seat: 0, cards: 3, doubles: 0, excused: [], deductions: 0, voteBonus: 0, escapeBonus: 0, total: 3 },
      { seat: 1, cards: 3, doubles: 0, excused: [], deductions: 0, voteBonus: 0, escapeBonus: 35, total: 38 },
    ]);
  });

  it('applies when no suspect is eligible', () => {
    const s = table({ hands: [['gull-1'], ['gull-2']], areas: [{ melds: [['letter-1', 'letter-2', 'letter-3']], singles: ['victim-kelly'] }, {}] });
    const { score } = scoreHand(s, { reason: 'went-out', seat: 0 });
    expect(score).toMatchObject({ scoring: 'ripper-escapes', ripper: null });
    expect(score.players.map((p) => p.total)).toEqual([1, 0]);
  });
});

describe('the end of the game (§2.4)', () => {
  it('ends when someone reaches the target with the single highest total', () => {
    expect(gameWinner([99, 40], 100)).toBeNull();
    expect(gameWinner([101, 40], 100)).toBe(0);
    expect(gameWinner([101, 120, 100], 100)).toBe(1);
    expect(gameWinner([110, 110, 20], 100)).toBeNull(); // a tie for first plays another hand
  });

  it('after the scoring hand, announces the winner and stops', () => {
    const won = given({ hands: [['gull-1'], ['jill-1']], areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-kelly'] }, {}], turn: { seat: 0 }, scores: [90, 50] })
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events, state) => {
        expect(types(events)).toEqual(['CardDiscarded', 'HandScored', 'GameWon']);
        expect(state.scores).toEqual([90 + 13, 50 - 2]);
        // Seats are named as the players know them; without names, counted from 1 as players count.
        expect(ripperRummy.result(state)).toMatchObject({ winners: [0], scores: [103, 48], summary: 'Seat 1 wins with 103 points after 1 hand.' });
        expect(ripperRummy.result(state, ['Ada', 'Bob'])?.summary).toBe('Ada wins with 103 points after 1 hand.');
        expect(ripperRummy.pending(state)).toEqual([]);
      });
    expect(won.legal(0)).toEqual([]);
    expect(won.legal(1)).toEqual([]);
  });

  it('plays another hand on a tie for first above the target', () => {
    given({ hands: [['gull-1'], ['jill-1']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 }, scores: [99, 100] })
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events, state) => {
        expect(types(events)).toEqual(['CardDiscarded', 'HandScored', 'HandDealt']);
        expect(state.scores).toEqual([100, 100]);
        expect(ripperRummy.result(state)).toBeNull();
      });
  });

  it('keeps a public breakdown of every finished hand', () => {
    given({ hands: [['gull-1'], ['jill-1']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 } })
      .when(0, { type: 'discard', card: 'gull-1' })
      .thenView(1, (v) => {
        expect(v.scoredHands).toHaveLength(1);
        expect(v.scoredHands[0]?.players[1]).toEqual({ seat: 1, cards: 0, doubles: 0, excused: [], deductions: 0, voteBonus: 0, escapeBonus: 0, total: 0 });
        expect(v.lastReveal).toEqual({ hand: 1, hands: [[], ['jill-1']], votes: [] });
      });
  });
});
