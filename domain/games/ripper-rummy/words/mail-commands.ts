/**
 * How Ripper Rummy's commands are written in a mail (domain/engine/mail-commands.ts), by the
 * cards' ids the player's own hand shows: "draw" (the draw pile) or "draw discard", "call vote",
 * "vote gull" / "vote none", "meld druitt-1 druitt-2 wild-1", "play wild-1 as eddy",
 * "play scene-bucks-row take druitt-2", "discard druitt-3", "ripper escapes", "pass".
 * Only the seat's legal commands are used (they name cards of its own hand and of the open piles).
 */
import type { MailCommand } from '../../../engine/mail-commands.js';
import type { Command } from '../play/commands.js';

export function mailCommands(commands: readonly Command[]): MailCommand[] {
  return commands.map(written);
}

function written(c: Command): MailCommand {
  switch (c.type) {
    case 'call-vote':
      return { group: "Call the vote on the Ripper's identity", words: 'call vote' };
    case 'vote':
      return c.suspect === null ? { group: 'Vote', words: 'vote none', aliases: ['abstain'] } : { group: 'Vote', words: `vote ${c.suspect}` };
    case 'draw':
      return c.from === 'deck' ? { group: 'Draw', words: 'draw', aliases: ['draw deck'] } : { group: 'Draw', words: 'draw discard', aliases: ['take discard'] };
    case 'meld':
      return { group: 'Meld', words: `meld ${c.cards.join(' ')}` };
    case 'play':
      return { group: 'Play a card', words: `play ${c.card}${c.suspect === undefined ? '' : ` as ${c.suspect}`}${c.take === undefined ? '' : ` take ${c.take}`}` };
    case 'discard':
      return { group: 'Discard', words: `discard ${c.card}` };
    case 'ripper-escapes':
      return { group: 'Ripper Escapes', words: 'ripper escapes' };
    case 'pass':
      return { group: 'Ripper Escapes window', words: 'pass' };
  }
}
