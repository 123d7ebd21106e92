/**
 * How a game's commands are written in a mail, so a player can move by answering one
 * (docs/play-by-mail.md). Each game says it in its folder (`mail-commands.ts`, `Game.mailCommands`):
 * for the commands `legalCommands` lists, in that order, a group (a heading the mail shows them
 * under) and the words that name each one ("draw", "discard druitt-3", "stealthy c4").
 *
 * The mail numbers the commands 1, 2, 3… in `legalCommands` order; a reply is either a number or
 * words that name exactly one listed command. Words are compared normalised (lower case, anything
 * but letters and digits a space), so "Discard Druitt 3" names "discard druitt-3".
 *
 * Only what the seat's own view and legal commands show goes into the words: the mail lists what
 * the player may post, nothing they may not see.
 */

/** One command as a mail writes it. */
export interface MailCommand {
  /** The heading it is listed under ("Move Miss Stealthy", "Discard (ends your turn)"). */
  readonly group: string;
  /** The words a reply may give for it; unique among the commands listed with it. */
  readonly words: string;
  /** Other words that name it too (shorter forms: "c4" for "stealthy c4"); a reply matching several commands' aliases names none. */
  readonly aliases?: readonly string[];
}

/** A listed command with its number in the mail. */
export interface NumberedCommand<Command> extends MailCommand {
  readonly number: number;
  readonly command: Command;
}

/** Words as compared: lower case, each run of anything but letters and digits one space. */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The commands numbered as the mail lists them: 1, 2, 3… in the order given (legalCommands'). */
export function numberCommands<Command>(commands: readonly Command[], written: readonly MailCommand[]): NumberedCommand<Command>[] {
  if (written.length !== commands.length) throw new Error(`a game wrote ${written.length} mail commands for ${commands.length} commands`);
  return commands.map((command, i) => ({ ...written[i]!, number: i + 1, command }));
}

/**
 * The one listed command a reply's text names, or null: a number of the list, or one command's
 * words (or, failing that, exactly one command's alias). The whole text is tried first, then its
 * first non-empty line (a signature may follow).
 */
export function commandOfReply<Command>(numbered: readonly NumberedCommand<Command>[], text: string): NumberedCommand<Command> | null {
  const lines = text.split(/\r?\n/).map(normaliseWords).filter((l) => l !== '');
  const tries = [normaliseWords(text), ...lines.slice(0, 1)];
  for (const attempt of tries) {
    const found = named(numbered, attempt);
    if (found) return found;
  }
  return null;
}

function named<Command>(numbered: readonly NumberedCommand<Command>[], words: string): NumberedCommand<Command> | null {
  if (words === '') return null;
  if (/^\d{1,4}$/.test(words)) return numbered[Number(words) - 1] ?? null;
  const exact = numbered.filter((n) => normaliseWords(n.words) === words);
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) return null;
  const alias = numbered.filter((n) => (n.aliases ?? []).some((a) => normaliseWords(a) === words));
  return alias.length === 1 ? alias[0]! : null;
}
