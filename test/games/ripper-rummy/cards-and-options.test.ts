import { describe, expect, it } from 'vitest';
import { CARD_CATALOGUE, CARD_IDS, CARD_KINDS, CARDS, cardOf, SUSPECTS } from '../../../domain/games/ripper-rummy/rules/cards.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import { RULES } from '../../../domain/games/ripper-rummy/rules/parameters.js';

const count = (kind: string) => CARDS.filter((c) => c.kind === kind).length;

describe('the 62 cards (§1)', () => {
  it('has 62 cards with unique, readable ids', () => {
    expect(CARDS).toHaveLength(62);
    expect(new Set(CARD_IDS).size).toBe(62);
    for (const id of CARD_IDS) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    expect(CARD_IDS).toEqual(expect.arrayContaining(['druitt-3', 'letter-2', 'wild-1', 'victim-nichols', 'scene-bucks-row', 'alibi-royal', 'ripper-escapes']));
  });

  it('has the counts of the spec per kind', () => {
    expect(count('evidence')).toBe(30);
    for (const s of SUSPECTS) expect(CARDS.filter((c) => c.kind === 'evidence' && c.suit === s.id)).toHaveLength(5);
    expect(count('letter')).toBe(4);
    expect(count('wild')).toBe(2);
    expect(count('suspect')).toBe(6);
    expect(count('alibi')).toBe(5);
    expect(count('victim')).toBe(5);
    expect(count('scene')).toBe(5);
    expect(count('ripper-strikes')).toBe(2);
    expect(count('commissioner-resigns')).toBe(2);
    expect(count('ripper-escapes')).toBe(1);
  });

  it('has the points of the spec, taken from the one kinds table', () => {
    const points = Object.fromEntries(Object.entries(CARD_KINDS).map(([k, v]) => [k, v.points]));
    expect(points).toEqual({
      evidence: 2,
      letter: 3,
      wild: 2,
      suspect: 3,
      alibi: 3,
      victim: 1,
      scene: 1,
      'ripper-strikes': 0,
      'commissioner-resigns': 0,
      'ripper-escapes': 35,
    });
    for (const c of CARDS) expect(c.points).toBe(CARD_KINDS[c.kind].points);
  });

  it('sorts cards into families: Gavel = Victim, Scene, Suspect, Alibi, Ripper Strikes, Commissioner Resigns', () => {
    const gavels = new Set(CARDS.filter((c) => c.family === 'gavel').map((c) => c.kind));
    expect([...gavels].sort()).toEqual(['alibi', 'commissioner-resigns', 'ripper-strikes', 'scene', 'suspect', 'victim']);
    expect(cardOf('ripper-escapes').family).toBe('neither');
    expect(cardOf('letter-1').family).toBe('evidence');
    expect(cardOf('wild-2').family).toBe('evidence');
  });

  it('numbers the suspects 1–6 for tie-breaks, Chapman brown', () => {
    expect(SUSPECTS.map((s) => [s.id, s.number])).toEqual([
      ['druitt', 1],
      ['eddy', 2],
      ['gull', 3],
      ['chapman', 4],
      ['jill', 5],
      ['pedachenko', 6],
    ]);
    expect(SUSPECTS.find((s) => s.id === 'chapman')?.colour).toBe('brown');
  });

  it('pairs each Victim with one Scene, both ways', () => {
    const victims = CARDS.filter((c) => c.kind === 'victim');
    for (const v of victims) expect(v.pairedWith === null ? null : cardOf(v.pairedWith).pairedWith).toBe(v.id);
    expect(new Set(victims.map((v) => v.pairedWith)).size).toBe(5);
  });

  it('lets the royal Alibi name Prince Eddy or Sir Gull, the others one suspect each', () => {
    expect(cardOf('alibi-royal').suspects).toEqual(['eddy', 'gull']);
    expect(CARDS.filter((c) => c.kind === 'alibi' && c.id !== 'alibi-royal').map((c) => c.suspects)).toEqual([['druitt'], ['chapman'], ['jill'], ['pedachenko']]);
  });

  it('publishes a catalogue entry per card', () => {
    expect(CARD_CATALOGUE).toHaveLength(62);
    expect(CARD_CATALOGUE.find((c) => c.id === 'druitt-3')).toMatchObject({ family: 'evidence', kind: 'evidence', suit: 'druitt', points: 2 });
  });

  it('keeps the rule numbers in one table', () => {
    expect(RULES.cardsDealt).toEqual({ 2: 10, 3: 9, 4: 8 });
    expect(RULES).toMatchObject({ meldMinimum: 3, victimDraws: 2, correctVoteBonus: 10, escapeHolderPenaltyPerVictim: 2, victimsForEscape: 5 });
  });
});

describe('options (§8)', () => {
  const parse = (o: unknown) => ripperRummy.options.safeParse(o);

  it('fills every default', () => {
    expect(ripperRummy.options.parse({})).toEqual({
      players: 2,
      targetScore: 100,
      voteCallerNeedsOwnMeld: true,
      reshuffleKeepsTopDiscard: false,
      sceneStealsMatchingCard: false,
      escapeWindowAfterGoingOut: false,
    });
  });

  it('accepts 2 to 4 players and seats that many', () => {
    for (const players of [2, 3, 4]) {
      const o = ripperRummy.options.parse({ players });
      expect(ripperRummy.seats(o).count).toBe(players);
    }
    for (const players of [1, 5, 2.5, '3']) expect(parse({ players }).success).toBe(false);
  });

  it('bounds the target score', () => {
    expect(parse({ targetScore: 150 }).success).toBe(true);
    for (const targetScore of [0, -5, 9, 1001, 99.5]) expect(parse({ targetScore }).success).toBe(false);
  });

  it('is strict: unknown keys (including the platform-only turnTimeLimitHours) and wrong types fail', () => {
    expect(parse({ colour: 'red' }).success).toBe(false);
    expect(parse({ turnTimeLimitHours: 24 }).success).toBe(false);
    expect(parse({ voteCallerNeedsOwnMeld: 'yes' }).success).toBe(false);
    expect(parse({ sceneStealsMatchingCard: true, escapeWindowAfterGoingOut: true, reshuffleKeepsTopDiscard: true, voteCallerNeedsOwnMeld: false }).success).toBe(true);
  });
});

describe('command shapes', () => {
  const ok = (c: unknown) => ripperRummy.commands.safeParse(c).success;

  it('accepts every command shape', () => {
    for (const c of [
      { type: 'call-vote' },
      { type: 'vote', suspect: 'gull' },
      { type: 'vote', suspect: null },
      { type: 'draw', from: 'deck' },
      { type: 'draw', from: 'discard' },
      { type: 'meld', cards: ['druitt-1', 'druitt-2', 'wild-1'] },
      { type: 'play', card: 'druitt-4' },
      { type: 'play', card: 'wild-2', suspect: 'jill' },
      { type: 'play', card: 'alibi-royal', suspect: 'eddy' },
      { type: 'play', card: 'scene-mitre-square', take: 'letter-3' },
      { type: 'discard', card: 'suspect-gull' },
      { type: 'ripper-escapes' },
      { type: 'pass' },
    ]) {
      expect(ok(c), JSON.stringify(c)).toBe(true);
    }
  });

  it('refuses wrong shapes: unknown type, extra key, unknown card or suspect, missing field', () => {
    for (const c of [
      { type: 'shout' },
      { type: 'pass', now: true },
      { type: 'play', card: 'druitt-6' },
      { type: 'play', card: 'wild-1', suspect: 'holmes' },
      { type: 'vote' },
      { type: 'vote', suspect: 'letters' },
      { type: 'draw', from: 'sky' },
      { type: 'meld', cards: [] },
      { type: 'meld', cards: 'druitt-1' },
      { type: 'discard' },
      {},
      null,
    ]) {
      expect(ok(c), JSON.stringify(c)).toBe(false);
    }
  });
});
