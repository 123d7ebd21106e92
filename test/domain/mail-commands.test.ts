import { describe, expect, it } from 'vitest';
import { commandOfReply, normaliseWords, numberCommands } from '../../domain/engine/mail-commands.js';
import { mrJack } from '../../domain/games/mr-jack/index.js';
import { ripperRummy } from '../../domain/games/ripper-rummy/index.js';

const list = numberCommands(
  [{ type: 'move', to: 'c4' }, { type: 'move', to: 'c5' }, { type: 'accuse', suspect: 'gull' }, { type: 'resign' }],
  mrJack.mailCommands([{ type: 'move', to: 'c4' }, { type: 'move', to: 'c5' }, { type: 'accuse', suspect: 'gull' }, { type: 'resign' }], { turn: { character: 'stealthy' } } as never),
);

describe('mail commands', () => {
  it('normalises case, punctuation and spacing', () => {
    expect(normaliseWords('  Discard   Druitt-3!\n')).toBe('discard druitt 3');
  });

  it('numbers in legalCommands order from 1', () => {
    expect(list.map((n) => [n.number, n.words])).toEqual([[1, 'stealthy c4'], [2, 'stealthy c5'], [3, 'accuse gull'], [4, 'resign']]);
  });

  it('a number, the words or one alias name a command; out-of-range numbers and unknown words name none', () => {
    expect(commandOfReply(list, '2')?.command).toEqual({ type: 'move', to: 'c5' });
    expect(commandOfReply(list, '#3.')?.command).toEqual({ type: 'accuse', suspect: 'gull' });
    expect(commandOfReply(list, 'Stealthy C4')?.command).toEqual({ type: 'move', to: 'c4' });
    expect(commandOfReply(list, 'move c5')?.command).toEqual({ type: 'move', to: 'c5' });
    expect(commandOfReply(list, 'c4')?.command).toEqual({ type: 'move', to: 'c4' });
    expect(commandOfReply(list, '5')).toBeNull();
    expect(commandOfReply(list, '0')).toBeNull();
    expect(commandOfReply(list, 'stealthy d9')).toBeNull();
    expect(commandOfReply(list, '')).toBeNull();
  });

  it('reads the first line when a signature follows', () => {
    expect(commandOfReply(list, 'resign\n\nSent from my phone')?.command).toEqual({ type: 'resign' });
    expect(commandOfReply(list, '\n 1 \n--\nAda')?.command).toEqual({ type: 'move', to: 'c4' });
  });

  it('an alias several commands share names none of them', () => {
    const rummy = [{ type: 'draw', from: 'deck' }, { type: 'draw', from: 'discard' }, { type: 'vote', suspect: null }] as const;
    const numbered = numberCommands(rummy, ripperRummy.mailCommands(rummy, {} as never));
    expect(commandOfReply(numbered, 'draw')?.command).toEqual({ type: 'draw', from: 'deck' });
    expect(commandOfReply(numbered, 'Draw discard')?.command).toEqual({ type: 'draw', from: 'discard' });
    expect(commandOfReply(numbered, 'abstain')?.command).toEqual({ type: 'vote', suspect: null });
    const twice = numberCommands([1, 2], [{ group: 'g', words: 'a', aliases: ['x'] }, { group: 'g', words: 'b', aliases: ['x'] }]);
    expect(commandOfReply(twice, 'x')).toBeNull();
  });

  it('refuses a game whose words do not match its commands one for one', () => {
    expect(() => numberCommands([1, 2], [{ group: 'g', words: 'a' }])).toThrow();
  });
});
