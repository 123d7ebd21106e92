/**
 * A game's words, apart from its rules: its id, its public name, its events as sentences and how a
 * reader with no view names what they name. The web client's bundle and the Lambda functions that
 * never run a rule (the lobby, the mails) load a game's words (domain/games/<game>/words/words.ts) and
 * not the game, so their bundles carry no rules. The game contract holds them too (`Game.words`).
 */
import { builtOnce } from './built-once.js';
import type { Names, SentenceTable } from './sentences.js';

/**
 * How a reader with no view (a mail, which says only public facts) names a game's cards, suspects
 * and characters: from the game's public tables. A kind the game does not name is written as its id.
 */
export type PublicNames = Partial<Omit<Names, 'seat'>>;

/**
 * How a game's players are rated (lambdas/app/ratings): `glicko2`, a two-seat game won or lost
 * (Glicko-2, each game its own rating period); `weng-lin`, any number of seats ranked by the
 * result's `scores` (higher first, ties share a rank) or by its winners (first) against the rest.
 */
export type RatingKind = { readonly system: 'glicko2' } | { readonly system: 'weng-lin'; readonly rankBy: 'scores' | 'winners' };

export interface GameWords<Event extends { readonly type: string } = { readonly type: string }> {
  /** The game's stable id, the name of its folder: the game's `id` is this one. */
  readonly id: string;
  /** The game's public name, as its players know it. */
  readonly title: string;
  /** Every event type of the game as sentences (sentences.ts says how a template is filled). */
  readonly sentences: SentenceTable<Event>;
  readonly publicNames: PublicNames;
  /** How its players are rated: every game names it, so a new game cannot be rated by accident of a default. */
  readonly rating: RatingKind;
  /** Requests that create a game of this kind, as the API reference shows them (`POST /games`), by name. */
  readonly creationExamples?: Readonly<Record<string, { readonly summary: string; readonly value: { readonly game: string } & Readonly<Record<string, unknown>> }>>;
}

/**
 * Names from a public table of `{ id, name }` rows; an id not in it as it is. The lookup is built on
 * first use: a function that loads the words but names nothing pays nothing at its cold start.
 */
export function namesById(table: readonly { readonly id: string; readonly name: string }[]): (id: string) => string {
  const names = builtOnce(() => new Map(table.map((row) => [row.id, row.name])));
  return (id) => names().get(id) ?? id;
}
