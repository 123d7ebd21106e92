/**
 * How Mr. Jack's commands are written in a mail (domain/engine/mail-commands.ts): a character's
 * id picks it ("stealthy"); a move names the active character and the hex ("stealthy c4", or just
 * "c4" / "move c4"); the other commands are their type and what they name, in the command's order
 * ("accuse gull", "face ne", "gaslight f6 h4", "whistle watson c4", "keep gull lane", "resign").
 * Only the seat's legal commands and the acting character of its own view are used.
 */
import type { MailCommand } from '../../../engine/mail-commands.js';
import type { MrJackCommand } from '../play/commands.js';
import type { MrJackView } from '../view/view.js';

export function mailCommands(commands: readonly MrJackCommand[], view: MrJackView): MailCommand[] {
  const active = view.turn?.character ?? null;
  return commands.map((c) => written(c, active));
}

function written(c: MrJackCommand, active: string | null): MailCommand {
  switch (c.type) {
    case 'pick':
      return { group: 'Pick a character', words: c.character, aliases: [`pick ${c.character}`] };
    case 'move':
      return active === null
        ? { group: 'Move', words: `move ${c.to}`, aliases: [c.to] }
        : { group: `Move ${active}`, words: `${active} ${c.to}`, aliases: [`move ${c.to}`, c.to] };
    case 'accuse':
      return { group: 'Accuse (move onto the suspect)', words: `accuse ${c.suspect}` };
    case 'swap':
      return { group: 'Swap places', words: `swap ${c.with}` };
    case 'face':
      return { group: "Turn Watson's lantern", words: `face ${c.direction}` };
    case 'move-gaslight':
      return { group: 'Move a gaslight', words: `gaslight ${c.from} ${c.to}` };
    case 'move-cordon':
      return { group: 'Move a police cordon', words: `cordon ${c.from} ${c.to}` };
    case 'move-manhole-cover':
      return { group: 'Move a manhole cover', words: `cover ${c.from} ${c.to}` };
    case 'whistle':
      return { group: 'Whistle', words: `whistle ${c.character} ${c.to}${c.points === undefined ? '' : ` ${c.points}`}` };
    case 'keep':
      return { group: 'Keep two characters', words: `keep ${c.characters[0]} ${c.characters[1]}` };
    case 'place':
      return { group: 'Place a character', words: `place ${c.character} ${c.to}` };
    case 'barricade':
      return { group: 'Place the barricade', words: `barricade ${c.between[0]} ${c.between[1]}` };
    case 'flee':
      return { group: 'Flee', words: `flee ${c.character} ${c.to}` };
    case 'leap':
      return { group: 'Leap', words: `leap ${c.to}`, aliases: active === null ? [] : [`${active} ${c.to}`] };
    case 'resign':
      return { group: 'Concede', words: 'resign' };
  }
}
