/**
 * Is this command allowed now? The single source of legality: `decide` runs it before acting and
 * `legalCommands` filters its candidates through it, so the two can never disagree.
 * Each rejection's code names the rule it enforces (rules spec section in the comment); the codes are
 * the union `RipperRummyRejectionCode` (rejections.ts), so a misspelt one does not compile.
 */
import type { Seat } from '../../../engine/game.js';
import { CommonRejections, reject } from '../../../engine/rejection.js';
import type { RipperRummyRejection } from '../play/rejections.js';
import { cardOf, isGavel, type CardId } from './cards.js';
import type { Command, CommandOf } from '../play/commands.js';
import { RULES } from './parameters.js';
import { handLive, isSeatOf, pause, type State } from '../play/state.js';
import { ownEvidenceSuspects, tableFacts, type TableFacts } from './table.js';

export function checkCommand(s: State, seat: Seat, c: Command, facts: TableFacts = tableFacts(s)): RipperRummyRejection | null {
  if (!handLive(s)) return CommonRejections.gameOver();
  if (!isSeatOf(s, seat)) return reject('not-a-seat', `There is no seat ${seat} in this game.`);

  // Commands that are not tied to the turn: answers to simultaneous decisions, and Ripper Escapes.
  switch (c.type) {
    case 'ripper-escapes':
      return checkRipperEscapes(s, seat, facts);
    case 'vote':
      return checkVote(s, seat);
    case 'pass':
      return checkPass(s, seat);
    case 'discard':
      if (s.commissioner?.waiting.includes(seat)) return holds(s, seat, c.card);
      if (s.commissioner?.chosen.some((x) => x.seat === seat)) {
        return reject('already-discarded', 'You have already chosen your discard for Commissioner Resigns.');
      }
      break;
  }

  const gate = checkTurnGate(s, seat);
  if (gate) return gate;

  switch (c.type) {
    case 'call-vote':
      return checkCallVote(s, seat, facts);
    case 'draw':
      // Drawing from an empty draw pile is allowed: that is what triggers the reshuffle (or the escape).
      if (s.turn.step !== 'draw') return reject('already-drew', 'You have already drawn this turn.');
      if (c.from === 'discard' && s.discardPile.length === 0) {
        return reject('discard-pile-empty', 'The discard pile is empty: draw from the draw pile.');
      }
      return null;
    case 'meld':
      return mustHaveDrawn(s) ?? checkMeld(s, seat, c.cards, facts);
    case 'play':
      return mustHaveDrawn(s) ?? checkPlay(s, seat, c, facts);
    case 'discard':
      return mustHaveDrawn(s) ?? holds(s, seat, c.card);
  }
}

function holds(s: State, seat: Seat, card: CardId): RipperRummyRejection | null {
  return s.hands[seat]?.includes(card) ? null : reject('card-not-in-hand', `${card} is not in your hand.`);
}

/** §3: turn commands need your turn, and no simultaneous decision in progress. */
function checkTurnGate(s: State, seat: Seat): RipperRummyRejection | null {
  if (seat !== s.turn.seat) return CommonRejections.notYourTurn();
  switch (pause(s)) {
    case 'escape-window':
      return reject('waiting-for-escape-window', 'Waiting for the other players to answer the Ripper Escapes window.');
    case 'commissioner':
      return reject('waiting-for-discards', 'Waiting for the other players to discard for Commissioner Resigns.');
    case 'vote':
      return reject('waiting-for-votes', 'Waiting for every player to cast a secret vote.');
    case null:
      return null;
  }
}

const mustHaveDrawn = (s: State): RipperRummyRejection | null =>
  s.turn.step === 'draw' ? reject('must-draw-first', 'Draw a card before playing or discarding.') : null;

/**
 * §3.1 Call for a secret vote: once per hand, before drawing, with a meld of your own (option: any meld).
 * Interpretation: a Letters meld is an Evidence meld too, so it qualifies.
 */
function checkCallVote(s: State, seat: Seat, facts: TableFacts): RipperRummyRejection | null {
  if (s.turn.step !== 'draw') return reject('vote-only-before-drawing', 'A vote can only be called before drawing.');
  if (s.vote.calledBy !== null) return reject('vote-already-called', 'A vote has already been called this hand.');
  if (s.options.voteCallerNeedsOwnMeld) {
    if ((s.areas[seat]?.melds.length ?? 0) === 0) return reject('vote-needs-own-meld', 'You need an Evidence meld in your own area to call a vote.');
  } else if (facts.meldedSuits.size === 0) {
    return reject('vote-needs-meld-on-table', 'A vote needs an Evidence meld on the table.');
  }
  return null;
}

function checkVote(s: State, seat: Seat): RipperRummyRejection | null {
  if (s.vote.calledBy === null) return reject('no-vote-called', 'No vote has been called.');
  if (s.vote.ballots.some((b) => b.seat === seat)) return reject('already-voted', 'Votes are sealed and cannot be changed.');
  return null;
}

/** §4 response window: only seats it was opened for, once each. */
function checkPass(s: State, seat: Seat): RipperRummyRejection | null {
  const w = s.escapeWindow;
  if (!w || w.trigger === seat) return reject('no-escape-window', 'There is no Ripper Escapes window for you to pass.');
  if (!w.waiting.includes(seat)) return reject('already-passed', 'You have already passed.');
  return null;
}

/** §4 Ripper Escapes: by its holder, only while all five Victims are in play, in or out of turn. */
function checkRipperEscapes(s: State, seat: Seat, facts: TableFacts): RipperRummyRejection | null {
  const notHeld = holds(s, seat, 'ripper-escapes');
  if (notHeld) return notHeld;
  if (facts.victimsInPlay < RULES.victimsForEscape) {
    return reject('ripper-escapes-needs-five-victims', 'Ripper Escapes can only be played while all five Victims are in play.');
  }
  return null;
}

/** §3.3 Evidence meld. */
function checkMeld(s: State, seat: Seat, cards: readonly CardId[], facts: TableFacts): RipperRummyRejection | null {
  if (new Set(cards).size !== cards.length) return reject('duplicate-card', 'A card can only be used once.');
  for (const card of cards) {
    const notHeld = holds(s, seat, card);
    if (notHeld) return notHeld;
  }
  if (facts.empty) return reject('table-empty-gavel-only', 'The table is empty: only a Victim, Scene, Ripper Strikes or Commissioner Resigns may be played.');
  if (facts.victimsInPlay === 0) return reject('meld-needs-victim', 'An Evidence meld needs a Victim on the table.');
  const defs = cards.map(cardOf);
  if (defs.some((d) => d.family !== 'evidence')) return reject('meld-evidence-only', 'Only Evidence cards can be melded.');
  const naturalSuits = new Set(defs.filter((d) => d.kind !== 'wild').map((d) => d.suit));
  if (naturalSuits.size > 1) return reject('meld-not-identical', 'A meld is made of identical cards: one suspect, or Letters.');
  const hasWild = defs.some((d) => d.kind === 'wild');
  if (naturalSuits.has('letters') && hasWild) return reject('no-wild-in-letters', 'A Wild never stands for a Letter.');
  if (naturalSuits.size === 0) return reject('wild-needs-natural', 'A meld with Wilds needs at least one natural Evidence card.');
  if (cards.length < RULES.meldMinimum) return reject('meld-too-small', `A meld needs at least ${RULES.meldMinimum} cards.`);
  return null;
}

/** §3.3 single cards, §3.3 one Gavel per turn, §4 card effects' preconditions. */
function checkPlay(s: State, seat: Seat, c: CommandOf<'play'>, facts: TableFacts): RipperRummyRejection | null {
  const notHeld = holds(s, seat, c.card);
  if (notHeld) return notHeld;
  const def = cardOf(c.card);
  if (def.kind === 'ripper-escapes') return reject('ripper-escapes-own-command', 'Play Ripper Escapes with the ripper-escapes command.');

  const openingCard = def.kind === 'victim' || def.kind === 'scene' || def.kind === 'ripper-strikes' || def.kind === 'commissioner-resigns';
  if (facts.empty && !openingCard) {
    return reject('table-empty-gavel-only', 'The table is empty: only a Victim, Scene, Ripper Strikes or Commissioner Resigns may be played.');
  }

  const parameters = checkPlayParameters(s, c);
  if (parameters) return parameters;

  const gavel = checkGavelAllowance(s, c.card);
  if (gavel) return gavel;

  switch (def.kind) {
    case 'evidence':
    case 'letter':
      return def.suit && facts.meldedSuits.has(def.suit) ? null : reject('single-needs-meld', `A single ${def.suit} card needs a ${def.suit} meld on the table.`);
    case 'wild': {
      // A single Wild is a single Evidence card of the suspect it stands for: it needs his meld on the
      // table like any single, and (copy rule) Evidence of his already in the player's own area.
      const suspect = c.suspect;
      if (suspect === undefined) return reject('wild-needs-suspect', 'Say which suspect the Wild stands for.'); // checked above; narrows the type
      if (!facts.meldedSuits.has(suspect)) return reject('single-needs-meld', `A single ${suspect} card needs a ${suspect} meld on the table.`);
      if (!ownEvidenceSuspects(s, seat).has(suspect)) {
        return reject('wild-copy-needs-own-evidence', `A single Wild copies an Evidence card in your own area; you have no ${suspect} Evidence.`);
      }
      return null;
    }
    case 'suspect':
      return def.suspects.some((x) => facts.meldedSuits.has(x)) ? null : reject('suspect-needs-meld', 'A Suspect card needs a meld of that suspect on the table.');
    case 'alibi': {
      const named = c.suspect ?? def.suspects[0];
      return named !== undefined && facts.meldedSuits.has(named) ? null : reject('alibi-needs-meld', 'An Alibi needs a meld of the suspect it names on the table.');
    }
    default:
      return null; // Victim, Scene, Ripper Strikes, Commissioner Resigns: no precondition beyond the Gavel rule.
  }
}

/**
 * §3.3 At most one Gavel card per turn. The only extra: a Gavel card taken with a Scene and played at
 * once. So a turn plays two Gavel cards at most; when the extra is itself a Scene it still takes a card
 * (that is its effect), but a Gavel card it takes can no longer be played this turn.
 */
function checkGavelAllowance(s: State, card: CardId): RipperRummyRejection | null {
  if (!isGavel(card) || !s.turn.gavelPlayed) return null;
  if (card === s.turn.sceneGavel && !s.turn.extraGavelPlayed) return null;
  return s.turn.extraGavelPlayed
    ? reject('one-gavel-per-turn', 'This turn has had its Gavel card and its one extra (a Gavel card taken with a Scene): no more Gavel cards.')
    : reject('one-gavel-per-turn', 'Only one Gavel card may be played per turn (a Gavel card just taken with a Scene excepted).');
}

/** `suspect` is required exactly for a Wild and the royal Alibi; `take` exactly for a Scene with a non-empty discard pile. */
function checkPlayParameters(s: State, c: CommandOf<'play'>): RipperRummyRejection | null {
  const def = cardOf(c.card);
  const choosesSuspect = def.kind === 'wild' || (def.kind === 'alibi' && def.suspects.length > 1);
  if (choosesSuspect) {
    if (c.suspect === undefined) {
      return def.kind === 'wild'
        ? reject('wild-needs-suspect', 'Say which suspect the Wild stands for.')
        : reject('royal-alibi-needs-choice', 'Say whether this Alibi names Prince Eddy or Sir Gull.');
    }
    if (!def.suspects.includes(c.suspect)) return reject('royal-alibi-needs-choice', 'This Alibi names Prince Eddy or Sir Gull.');
  } else if (c.suspect !== undefined) {
    return reject('card-takes-no-suspect', `${c.card} does not name a suspect.`);
  }

  if (def.kind === 'scene') {
    if (s.discardPile.length === 0) {
      if (c.take !== undefined) return reject('scene-take-not-in-discard', 'The discard pile is empty: a Scene takes nothing.');
    } else {
      if (c.take === undefined) return reject('scene-must-take', 'A Scene takes one card from the discard pile: say which (take).');
      if (!s.discardPile.includes(c.take)) return reject('scene-take-not-in-discard', `${c.take} is not in the discard pile.`);
    }
  } else if (c.take !== undefined) {
    return reject('take-only-with-scene', 'Only a Scene takes a card from the discard pile.');
  }
  return null;
}
