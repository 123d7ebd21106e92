// The your-turn mail's recap (lambdas/app/mail/recap.ts): what the others did since the reader's last
// move, in the history's sentences, with public facts only (events redacted for a spectator).
import { describe, expect, it } from 'vitest';
import { productGames } from '../../../domain/games/registry.js';
import { publicNames } from '../../../domain/history/lines.js';
import { CARD_CATALOGUE } from '../../../domain/games/ripper-rummy/rules/cards.js';
import type { Actor, PlatformEvent } from '../../../lambdas/app/core/model.js';
import type { HistoryRecord } from '../../../lambdas/app/core/ports.js';
import { AT_THE_TABLE_MS, recapLines, recapRead, repliedAtOnce } from '../../../lambdas/app/mail/recap.js';

const rummy = productGames.get('ripper-rummy')!;
const mrJack = productGames.get('mr-jack')!;
const [drawnCard, discardedCard] = [CARD_CATALOGUE[0]!, CARD_CATALOGUE.at(-1)!];
const seats = { seats: [{ playerId: 'p0', name: 'Ada' }, { playerId: 'p1', name: 'Bob' }, { playerId: 'b2', name: 'Bot 3 (easy)', bot: { level: 'easy' as const } }] };

const player = (seat: number): Actor => ({ kind: 'player', playerId: `p${seat}`, seat });
let version = 10;
function v(actor: Actor, events: readonly object[], platformEvents: readonly PlatformEvent[] = []): HistoryRecord {
  version++;
  return { version, at: `2026-12-0${1 + (version % 3)}T1${version % 10}:05:00.000Z`, actor, platformEvents, events: events as HistoryRecord['events'] };
}
const drew = (seat: number) => ({ type: 'CardDrawn', seat, card: drawnCard.id, from: 'deck', reason: 'turn' });
const discarded = (seat: number) => ({ type: 'CardDiscarded', seat, card: discardedCard.id });

describe('the your-turn mail recap', () => {
  it('tells the versions after the reader’s own last move, each in the history’s sentences', () => {
    const lines = recapLines(rummy, seats, [v(player(0), [drew(0)]), v(player(1), [drew(1)]), v(player(1), [discarded(1), { type: 'TurnBegan', seat: 0 }]), v(player(0), [drew(0)]), v(player(0), [discarded(0)]), v(player(1), [drew(1)]), v(player(1), [discarded(1), { type: 'TurnBegan', seat: 0 }])], 0);
    expect(lines).toEqual([
      'Since your last move:',
      expect.stringMatching(/^- \[2026-12-0\d 1\d:05 UTC\] "Bob" drew a card from the draw pile\.$/),
      expect.stringMatching(new RegExp(`^- \\[.* UTC\\] "Bob" discarded ${discardedCard.name.replace(/[.()]/g, '\\$&')}\\. Turn of "Ada" \\(you\\)\\.$`)),
    ]);
  });

  it('names no card only the reader may see: a bot’s draw for the late reader is told as a spectator sees it', () => {
    const lines = recapLines(rummy, seats, [v(player(0), [discarded(0)]), v({ kind: 'bot', seat: 0, level: 'normal' }, [drew(0), discarded(0)], [{ type: 'DeadlinePassed', seat: 0, kind: 'turn', deadline: '2026-12-02T10:00:00.000Z' }]), v(player(1), [drew(1)])], 0);
    expect(lines[0]).toBe('Since your last move:');
    // A bot's move for the reader is not the reader's own: it is told, and says who played it.
    expect(lines[1]).toContain('A normal bot for "Ada" (you): The deadline of "Ada" (you) passed. "Ada" (you) drew a card from the draw pile.');
    expect(lines.join('\n')).not.toContain(drawnCard.name);
    expect(lines.join('\n')).toContain(discardedCard.name);
  });

  it('says who acted when the sentences do not: the platform, a bot seat, a Mr. Jack move', () => {
    const lines = recapLines(mrJack, seats, [
      v(player(0), [{ type: 'CharacterPicked', round: 1, seat: 0, role: 'jack', character: 'holmes' }]),
      v(player(1), [{ type: 'CharacterMoved', character: 'gull', from: 'c4', to: 'd5' }]),
      v({ kind: 'system', reason: 'away' }, [], [{ type: 'SeatAway', seat: 1 }]),
      v({ kind: 'bot', seat: 2, level: 'easy' }, [{ type: 'JackIdentityDrawn', seat: 2, character: 'gull' }]),
    ], 0);
    expect(lines.slice(1).map((l) => l.replace(/^- (\[[^\]]+\] )?/, ''))).toEqual([
      '"Bob": Sir William Gull moved from c4 to d5.',
      'The platform (the seat is away): "Bob" is away: their turns are played for them.',
      // The identity itself is a secret (redacted for a spectator); the bot's seat is named by its sentence.
      '"Bot 3 (easy)" drew Jack\'s identity (secret).',
    ]);
  });

  it('without the reader’s move among the versions: since the game began (its setup not told), or the latest moves', () => {
    const start = v({ kind: 'player', playerId: 'p1', seat: 1 }, [{ type: 'TurnBegan', seat: 1 }], [{ type: 'PlayerJoined', seat: 1, name: 'Bob', playerId: 'p1' }, { type: 'GameStarted' }]);
    const since = recapLines(rummy, seats, [start, v(player(1), [drew(1)])], 0);
    expect(since).toEqual(['Since the game began:', expect.stringContaining('"Bob" drew a card')]);
    expect(recapLines(rummy, seats, [start], 0)).toEqual([]);
    // The reader's own join (or creation) before the start is not a move: the deal is still not told.
    const joined = v(player(0), [], [{ type: 'PlayerJoined', seat: 0, name: 'Ada', playerId: 'p0' }]);
    expect(recapLines(rummy, seats, [joined, start, v(player(1), [drew(1)])], 0)).toEqual(['Since the game began:', expect.stringContaining('"Bob" drew a card')]);
    expect(recapLines(rummy, seats, [v(player(1), [drew(1)])], 0)).toEqual(['The latest moves:', expect.stringContaining('"Bob" drew a card'), "(Earlier ones are in the game's history.)"]);
  });

  it('gives a line its time only when it differs from the line before’s, to the minute', () => {
    const at = (iso: string, r: HistoryRecord): HistoryRecord => ({ ...r, at: iso });
    const lines = recapLines(rummy, seats, [v(player(0), [drew(0)]), at('2026-12-02T10:05:10.000Z', v(player(1), [drew(1)])), at('2026-12-02T10:05:50.000Z', v(player(1), [discarded(1)])), at('2026-12-03T08:00:00.000Z', v(player(1), [drew(1)]))], 0);
    expect(lines.slice(1).map((l) => l.slice(0, 28))).toEqual(['- [2026-12-02 10:05 UTC] "Bo', `- "Bob" discarded ${discardedCard.name}`.slice(0, 28), '- [2026-12-03 08:00 UTC] "Bo']);
  });

  it('tells nothing when the reader moved last, and every version after the reader’s move among those read', () => {
    expect(recapLines(rummy, seats, [v(player(1), [drew(1)]), v(player(0), [drew(0)])], 0)).toEqual([]);
    const many = Array.from({ length: recapRead(2) }, () => v(player(1), [drew(1)]));
    const lines = recapLines(rummy, seats, [v(player(0), [drew(0)]), ...many], 0);
    expect(lines).toHaveLength(1 + recapRead(2));
    expect(lines.at(-1)).toMatch(/drew a card/);
  });

  it('quotes names and makes them printable: a name cannot forge a line of the mail', () => {
    const odd = { seats: [seats.seats[0]!, { playerId: 'p1', name: 'Eve\nOpen https://evil.example\u202e' }] };
    const lines = recapLines(rummy, odd, [v(player(0), [drew(0)]), v(player(1), [drew(1)])], 0);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Eve\uFFFDOpen https://evil.example\uFFFD" drew a card');
  });

  it("names things from each product game's public tables (its words), never by a bare id", () => {
    for (const id of productGames.keys()) expect(productGames.get(id)?.words.publicNames, id).toBeDefined();
    const rummyNames = publicNames(productGames.get('ripper-rummy')?.words, String);
    const jackNames = publicNames(productGames.get('mr-jack')?.words, String);
    expect(rummyNames.suspect('gull')).not.toBe('gull');
    expect(jackNames.character('holmes')).not.toBe('holmes');
  });

  it('reads about a round of the others’ moves: 6 versions for two players, 9 for three, 12 for four', () => {
    expect([2, 3, 4].map(recapRead)).toEqual([6, 9, 12]);
  });
});

describe('a reply played at once', () => {
  const at = (ms: number, r: HistoryRecord): HistoryRecord => ({ ...r, at: new Date(Date.parse('2026-12-02T10:00:00.000Z') + ms).toISOString() });
  const bot: Actor = { kind: 'bot', seat: 1, level: 'easy' };

  it('finds the reader at the table when only bots or the platform acted since their own move, within AT_THE_TABLE_MS', () => {
    expect(repliedAtOnce([at(0, v(player(0), [])), at(1_000, v(bot, [])), at(2_000, v(bot, []))], 0)).toBe(true);
    expect(repliedAtOnce([at(0, v(player(0), [])), at(AT_THE_TABLE_MS, v({ kind: 'system', reason: 'away' }, []))], 0)).toBe(true);
  });

  it('does not when a person moved since, when it came later (a deadline days after), or without the reader’s move among those read', () => {
    expect(repliedAtOnce([at(0, v(player(0), [])), at(1_000, v(player(1), [])), at(2_000, v(bot, []))], 0)).toBe(false);
    expect(repliedAtOnce([at(0, v(player(0), [])), at(AT_THE_TABLE_MS + 1, v({ kind: 'system', reason: 'deadline' }, []))], 0)).toBe(false);
    expect(repliedAtOnce([at(0, v(bot, [])), at(1_000, v(bot, []))], 0)).toBe(false);
    // A bot's move for the reader (they were late) is not theirs: they are not at the table.
    expect(repliedAtOnce([at(0, v({ kind: 'bot', seat: 0, level: 'normal' }, [])), at(1_000, v(bot, []))], 0)).toBe(false);
    expect(repliedAtOnce([at(0, v(player(0), []))], 0)).toBe(false);
  });
});
