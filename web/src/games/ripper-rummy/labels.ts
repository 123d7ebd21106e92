/**
 * Ripper Rummy's cards, suspects and commands in words a player understands, from the view's
 * catalogue: the buttons and their groups, the event lines' names. Plain strings, no DOM.
 */
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view/view.js';
import type { Command } from '../../../../client/index.js';
import { counted, title } from '../../words/format.js';

type RummyCommand = Extract<Command, { type: 'call-vote' | 'vote' | 'draw' | 'meld' | 'play' | 'discard' | 'ripper-escapes' | 'pass' }>;

export function cardName(v: RipperRummyView | null, id: string): string {
  return v?.catalogue.find((c) => c.id === id)?.name ?? title(id);
}

export function suspectName(v: RipperRummyView | null, id: string): string {
  return v?.suspects.find((s) => s.id === id)?.name ?? title(id);
}

/** A command in words a player understands. */
export function rummyLabel(v: RipperRummyView | null, c: Command): string {
  const cmd = c as RummyCommand;
  const card = (id: string) => cardName(v, id);
  switch (cmd.type) {
    case 'draw':
      return cmd.from === 'deck' ? 'Draw from the pile' : `Take ${card(v?.discardPile.at(-1) ?? 'the top discard')} from the discards`;
    case 'meld':
      return `Meld ${counted(cmd.cards.map(card)).join(' + ')}`;
    case 'play':
      return `Play ${card(cmd.card)}${cmd.suspect ? ` on ${suspectName(v, cmd.suspect)}` : ''}${cmd.take ? `, taking ${card(cmd.take)}` : ''}`;
    case 'discard':
      return `Discard ${card(cmd.card)}`;
    case 'call-vote':
      return 'Call the vote';
    case 'vote':
      return cmd.suspect ? `Vote: ${suspectName(v, cmd.suspect)} is the Ripper` : 'Abstain from the vote';
    case 'ripper-escapes':
      return 'Play Ripper Escapes!';
    case 'pass':
      return 'Pass';
    default:
      return JSON.stringify(c);
  }
}

/** The fieldset a command's button goes in. */
const GROUPS: Record<string, string> = {
  draw: 'Draw',
  meld: 'Meld',
  play: 'Play a card',
  discard: 'Discard (ends your turn)',
  'call-vote': 'Vote',
  vote: 'Vote',
  'ripper-escapes': 'Ripper Escapes',
  pass: 'Ripper Escapes',
};

export function rummyGroupOf(c: Command): string {
  return GROUPS[c.type] ?? title(c.type);
}
