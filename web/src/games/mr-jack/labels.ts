/**
 * Mr. Jack's commands and characters in words a player understands: the buttons, a board
 * target's name, the event lines' character names. Plain strings, no DOM.
 */
import type { MrJackView } from '../../../../domain/games/mr-jack/view/view.js';
import type { Command } from '../../../../client/index.js';
import { title } from '../../words/format.js';

export type JackCommand = Extract<Command, { type: 'pick' | 'move' | 'accuse' | 'swap' | 'face' | 'move-gaslight' | 'move-cordon' | 'move-manhole-cover' | 'whistle' | 'keep' | 'place' | 'barricade' | 'flee' | 'leap' | 'resign' }>;

/**
 * A character as the game names it: from the board, or, before the Extension's characters are on
 * it, from the draft's names (the view names every character it mentions there).
 */
export function characterName(v: MrJackView | null, id: string): string {
  const draftNames: Readonly<Record<string, string | undefined>> = v?.draft?.names ?? {};
  return v?.characters.find((c) => c.id === id)?.name ?? draftNames[id] ?? title(id);
}

/** A command in words a player understands. */
export function jackLabel(v: MrJackView | null, c: Command): string {
  const cmd = c as JackCommand;
  const name = (id: string) => characterName(v, id);
  switch (cmd.type) {
    case 'pick':
      return `Play ${name(cmd.character)}`;
    case 'move':
      return cmd.to.length === 2 && /^[NS]/.test(cmd.to) ? `Escape by the ${cmd.to} exit` : `Move to ${cmd.to}`;
    case 'accuse':
      return `Accuse ${name(cmd.suspect)}`;
    case 'swap':
      return `Swap places with ${name(cmd.with)}`;
    case 'face':
      return `Turn Watson's lantern to face ${cmd.direction}`;
    case 'move-gaslight':
      return `Move the gaslight from ${cmd.from} to ${cmd.to}`;
    case 'move-cordon':
      return `Move the cordon from the ${cmd.from} exit to the ${cmd.to} exit`;
    case 'move-manhole-cover':
      return `Move the manhole cover from ${cmd.from} to ${cmd.to}`;
    case 'whistle':
      return `Whistle ${name(cmd.character)} to ${cmd.to}${cmd.points ? ` (${cmd.points} point${cmd.points === 1 ? '' : 's'})` : ''}`;
    case 'keep':
      return `Keep ${cmd.characters.map(name).join(' and ')}`;
    case 'place':
      return `Place ${name(cmd.character)} on ${cmd.to}`;
    case 'barricade':
      return `Put the barricade between ${cmd.between.join(' and ')}`;
    case 'flee':
      return `${name(cmd.character)} flees to ${cmd.to}`;
    case 'leap':
      return `Leap to ${cmd.to}`;
    case 'resign':
      return 'Resign the game';
    default:
      return JSON.stringify(c);
  }
}


/** A group of commands that differ only in their destination (moves.ts), by the rest of the command. */
export function groupLabel(v: MrJackView | null, cmd: JackCommand): string {
  const name = (id: string) => characterName(v, id);
  switch (cmd.type) {
    case 'move':
      return `Move ${v?.turn?.character ? name(v.turn.character) : ''}`.trim();
    case 'place':
      return `Place ${name(cmd.character)}`;
    case 'whistle':
      return `Whistle ${name(cmd.character)}${cmd.points ? ` (${cmd.points} point${cmd.points === 1 ? '' : 's'})` : ''}`;
    case 'flee':
      return `${name(cmd.character)} flees`;
    case 'leap':
      return 'Leap';
    case 'move-gaslight':
      return `Move the gaslight from ${cmd.from}`;
    case 'move-manhole-cover':
      return `Move the manhole cover from ${cmd.from}`;
    default:
      return cmd.type;
  }
}
