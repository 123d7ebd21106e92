/**
 * What the pages need of a game, each game in its own folder (registry.ts lists them): its name,
 * its board and moves on the game's page, a past board in the history, the names its events use,
 * its words around the platform's (who plays a missed move), and its part of the new-game form.
 * A game without a folder gets the generic one (generic/): its view as a list, its commands as
 * buttons; no rule of any game runs here.
 */
import type { nothing, TemplateResult } from 'lit-html';
import type { Command, Game, GameCreation } from '../../../client/index.js';
import type { GameWords as DomainWords } from '../../../domain/engine/words.js';
import type { Names } from '../../../domain/history/lines.js';

export type Drawn = TemplateResult | typeof nothing;

/** What the game's page lends a game's moves. */
export interface PlayContext {
  /** A move is being posted: every move button is disabled meanwhile. */
  readonly busy: boolean;
  /** The group of moves chosen on the page (Mr. Jack's "choose, then pick a hex"), by its key; null for none. */
  readonly group: string | null;
  chooseGroup(key: string): void;
  /** Posts a command as the API listed it (legalCommands). */
  post(command: Command): void;
}

/** A past version drawn read-only: the board, and what goes beside that version's events (or null). */
export interface PastBoard {
  readonly main: TemplateResult;
  readonly side: TemplateResult | null;
}

/** The game's words where the platform's pages speak of it; each absent one has the common words. */
export interface GameWords {
  /** Who plays a left seat's turns with the game's fallback, as the leaving warning says it. */
  readonly leavingFallback?: string;
  /** What the game's fallback does at a missed deadline, as the new-game form explains it. */
  readonly missedDeadline?: string;
  /** The fallback in a few words where it is more than a move played for you (a game's terms). */
  missedMoveInShort?(options: Record<string, unknown>): string;
  /** The yes-or-no options in the words of the new-game form, which a game's terms repeat. */
  readonly switches: Readonly<Record<string, string>>;
  /** An option (not a yes-or-no one) in words, where "Key value" does not read well; null: those. */
  option?(key: string, value: unknown): string | null;
}

/** The new-game form's values, by field name. */
export type FormValues = Record<string, string | undefined>;

/** A time bank as the API takes it: each seat's hours at the start, added after each decision, at most. */
export interface TimeBank {
  readonly initialHours: number;
  readonly incrementHours: number;
  readonly maxHours: number;
}

/**
 * The platform's options of a new game: who plays a missed move, and the clock, either a fixed
 * time for each move or a time bank (the API refuses both at once).
 */
export type PlatformOptions = { readonly onTimeout: 'fallback' | 'bot' } & ({ readonly turnTimeLimitHours: number } | { readonly timeBank: TimeBank });

/** A POST /games body's game and options, for each game the API knows. */
export type GameAndOptions = GameCreation extends infer C ? (C extends GameCreation ? Pick<C, 'game' | 'options'> : never) : never;

/** A game's part of the new-game form. */
export interface CreationForm {
  /** The game's line in the form's choice of game. */
  readonly choice: string;
  /** How many seats a game with these values has (the creator's included). */
  seatCount(values: FormValues): number;
  /**
   * The game's own fields. `players`: the chosen number of players (a change draws the form again
   * through `changed`); `check` draws a yes-or-no option, labelled by the game's words.
   */
  fields(form: { readonly players: string; readonly changed: () => void; readonly check: (name: string, on?: boolean) => TemplateResult }): TemplateResult;
  /** The body's game and options from the form's values. */
  body(values: FormValues, platform: PlatformOptions): GameAndOptions;
}

export interface WebGame {
  /** The API's game id. */
  readonly id: string;
  /** The game's name as the pages show it. */
  readonly title: string;
  /** The moves the caller may make and the board, arranged as the game wants them on its page. */
  play(g: Game, ctx: PlayContext): Drawn;
  /** A past version (its view not null) drawn read-only, for the history. */
  past(g: Game): PastBoard;
  /** The names the game's event lines use, from the game as the caller sees it; absent ones are the id in words. */
  names(g: Game): Partial<Omit<Names, 'seat'>>;
  readonly words: GameWords;
  /** What each of the game's events says in a history line (its domain words); absent: the plain form of each event. */
  readonly sentences?: DomainWords['sentences'];
  /** Absent: the new-game form does not offer the game. */
  readonly creation?: CreationForm;
}
