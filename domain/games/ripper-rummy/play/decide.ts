/**
 * decide: check the command (checks.ts), then work out its events. Effects are emitted one at a time
 * into a small transaction that folds each event into a working state, so later steps of the same
 * command (going out, a reshuffle, the end of the hand, the next deal) see the table as it now is.
 */
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import { cardOf, inCatalogueOrder, kindOf, type Suit, type SuspectId } from '../rules/cards.js';
import { checkCommand } from '../rules/checks.js';
import type { Command, CommandOf } from './commands.js';
import { dealHand } from '../rules/deal.js';
import type { Event } from './events.js';
import { evolve } from './evolve.js';
import { RULES } from '../rules/parameters.js';
import { gameWinner, scoreHand } from '../rules/scoring.js';
import type { RipperRummyRejection } from './rejections.js';
import { nextSeat, seatsOf, type HandEnding, type State } from './state.js';
import { allPlaced, tableFacts } from '../rules/table.js';

interface Tx {
  state: State;
  readonly events: Event[];
  readonly rng: Rng;
  /** Set once the hand has ended or paused for its final window: nothing more of this command happens. */
  stopped: boolean;
}

function emit(tx: Tx, e: Event): void {
  tx.events.push(e);
  tx.state = evolve(tx.state, e);
}

export function decide(s: State, c: Command, seat: Seat, rng: Rng): Event[] | RipperRummyRejection {
  const problem = checkCommand(s, seat, c);
  if (problem) return problem;
  const tx: Tx = { state: s, events: [], rng, stopped: false };
  switch (c.type) {
    case 'ripper-escapes':
      emit(tx, { type: 'RipperEscapesPlayed', seat });
      endHand(tx, { reason: 'ripper-escapes', seat });
      break;
    case 'vote':
      emit(tx, { type: 'VoteCast', seat, suspect: c.suspect });
      break;
    case 'pass':
      passWindow(tx, seat);
      break;
    case 'call-vote':
      emit(tx, { type: 'VoteCalled', seat });
      break;
    case 'draw': {
      const top = s.discardPile.at(-1);
      if (c.from === 'discard' && top !== undefined) emit(tx, { type: 'CardDrawn', seat, card: top, from: 'discard', reason: 'turn' });
      else drawFromDeck(tx, seat, 'turn'); // checks refused 'discard' with an empty discard pile
      break;
    }
    case 'meld':
      meld(tx, seat, c.cards);
      wentOutWhilePlaying(tx, seat);
      break;
    case 'play':
      play(tx, seat, c);
      wentOutWhilePlaying(tx, seat);
      break;
    case 'discard':
      if (s.commissioner?.waiting.includes(seat)) commissionerDiscard(tx, seat, c.card);
      else endTurn(tx, seat, c.card);
      break;
  }
  return tx.events;
}

/**
 * Draws the top card of the draw pile. An empty draw pile is rebuilt from the discard pile the first
 * time; the second time (or with nothing to shuffle) the Ripper has escaped and the hand ends (§3.2).
 * Returns false when the hand ended instead.
 */
function drawFromDeck(tx: Tx, seat: Seat, reason: 'turn' | 'victim'): boolean {
  if (tx.state.drawPile.length === 0) {
    const pile = tx.state.discardPile;
    const kept = tx.state.options.reshuffleKeepsTopDiscard ? (pile[pile.length - 1] ?? null) : null;
    const toShuffle = kept === null ? pile : pile.slice(0, -1);
    if (tx.state.reshuffles >= RULES.reshufflesPerHand || toShuffle.length === 0) {
      endHand(tx, { reason: 'deck-exhausted' });
      return false;
    }
    emit(tx, { type: 'DrawPileRebuilt', drawPile: tx.rng.shuffle(toShuffle), kept });
  }
  const card = tx.state.drawPile[tx.state.drawPile.length - 1] as string;
  emit(tx, { type: 'CardDrawn', seat, card, from: 'deck', reason });
  return true;
}

function meld(tx: Tx, seat: Seat, cards: readonly string[]): void {
  // Order does not matter to the rules; record it canonically.
  const ordered = inCatalogueOrder(cards);
  const suit = ordered.map(cardOf).find((d) => d.kind !== 'wild')?.suit as Suit;
  const suspect: SuspectId | null = suit === 'letters' ? null : suit;
  emit(tx, { type: 'MeldPlayed', seat, suit, cards: ordered.map((card) => ({ card, suspect })) });
}

function play(tx: Tx, seat: Seat, c: CommandOf<'play'>): void {
  const def = cardOf(c.card);
  switch (def.kind) {
    case 'evidence':
    case 'suspect':
      emit(tx, { type: 'CardPlayed', seat, card: c.card, suspect: def.suspects[0] ?? null });
      return;
    case 'letter':
      emit(tx, { type: 'CardPlayed', seat, card: c.card, suspect: null });
      return;
    case 'wild':
      emit(tx, { type: 'CardPlayed', seat, card: c.card, suspect: c.suspect ?? null });
      return;
    case 'alibi': {
      // §4 Alibi: at most one is active; a new one sends every other Alibi on the table to the discard pile.
      const others = allPlaced(tx.state).filter(({ placed }) => kindOf(placed.card) === 'alibi');
      emit(tx, { type: 'CardPlayed', seat, card: c.card, suspect: c.suspect ?? def.suspects[0] ?? null });
      if (others.length > 0) emit(tx, { type: 'AlibisDiscarded', cards: others.map(({ seat: owner, placed }) => ({ seat: owner, card: placed.card })) });
      return;
    }
    case 'victim':
      emit(tx, { type: 'CardPlayed', seat, card: c.card, suspect: null });
      takeMatchingCard(tx, seat, def.pairedWith);
      for (let i = 0; i < RULES.victimDraws; i++) if (!drawFromDeck(tx, seat, 'victim')) return;
      return;
    case 'scene':
      emit(tx, { type: 'CardPlayed', seat, card: c.card, suspect: null });
      takeMatchingCard(tx, seat, def.pairedWith);
      if (c.take !== undefined) emit(tx, { type: 'SceneSearched', seat, scene: c.card, card: c.take });
      return;
    case 'ripper-strikes':
      ripperStrikes(tx, seat, c.card);
      return;
    case 'commissioner-resigns':
      commissionerResigns(tx, seat, c.card);
      return;
    case 'ripper-escapes':
      return; // refused by checkPlay: it has its own command
  }
}

/**
 * Option `sceneStealsMatchingCard` ("steal matching card", rules §8): playing a Scene takes its
 * Victim from another player's area, and playing a Victim takes its Scene, into your own area.
 * Interpretation: automatic (no choice to decline), and in addition to the card's normal effect.
 */
function takeMatchingCard(tx: Tx, seat: Seat, paired: string | null): void {
  if (!tx.state.options.sceneStealsMatchingCard || paired === null) return;
  const found = allPlaced(tx.state).find(({ placed }) => placed.card === paired);
  if (found && found.seat !== seat) emit(tx, { type: 'MatchingCardTaken', seat, from: found.seat, card: paired });
}

/**
 * §4 Ripper Strikes [R]: take a Victim from the draw pile into your area (no draw-2), else from the
 * discard pile, else nothing; then shuffle the draw pile. Interpretation: the searcher takes the
 * Victim nearest the top (Victims are interchangeable for the rules, and this keeps the rest of the
 * draw pile unseen); from the discard pile, likewise the topmost Victim.
 */
function ripperStrikes(tx: Tx, seat: Seat, card: string): void {
  const topmostVictim = (pile: readonly string[]) => [...pile].reverse().find((id) => kindOf(id) === 'victim') ?? null;
  const fromDeck = topmostVictim(tx.state.drawPile);
  const fromDiscard = fromDeck ? null : topmostVictim(tx.state.discardPile);
  const victim = fromDeck ?? fromDiscard;
  emit(tx, { type: 'RipperStruck', seat, card, victim, from: fromDeck ? 'deck' : fromDiscard ? 'discard' : null });
  if (tx.state.drawPile.length > 1) emit(tx, { type: 'DrawPileShuffled', drawPile: tx.rng.shuffle(tx.state.drawPile) });
}

/**
 * §4 Commissioner Resigns [R]: every other player chooses a discard, all at once. Interpretations: the
 * choices stay sealed until all are in, then are revealed together (in seat order) onto the discard
 * pile; the turn then goes on. If the card was its player's last, the effect still resolves first and
 * the hand ends after it (ending reason 'commissioner').
 */
function commissionerResigns(tx: Tx, seat: Seat, card: string): void {
  const waiting = tx.state.hands.flatMap((hand, other) => (other !== seat && hand.length > 0 ? [other] : []));
  emit(tx, { type: 'CommissionerResigned', seat, card, waiting });
  if (waiting.length === 0) resolveCommissioner(tx);
}

function commissionerDiscard(tx: Tx, seat: Seat, card: string): void {
  emit(tx, { type: 'CommissionerDiscardChosen', seat, card });
  if (tx.state.commissioner?.waiting.length === 0) resolveCommissioner(tx);
}

/** All choices are in: reveal them; if any hand is now empty the hand is over (§4, [F]). */
function resolveCommissioner(tx: Tx): void {
  const c = tx.state.commissioner;
  if (!c) return;
  const discards = [...c.chosen].sort((a, b) => a.seat - b.seat);
  emit(tx, { type: 'CommissionerDiscardsRevealed', discards });
  if (tx.state.hands.some((h) => h.length === 0)) endHand(tx, { reason: 'commissioner', seat: c.seat });
}

/** §3.4: a hand that becomes empty while playing has gone out; the hand ends (after Commissioner Resigns resolves). */
function wentOutWhilePlaying(tx: Tx, seat: Seat): void {
  if (tx.stopped || tx.state.commissioner) return;
  if ((tx.state.hands[seat]?.length ?? 0) === 0) endHand(tx, { reason: 'went-out', seat });
}

/** §3.4 Discard 1: ends the turn, or the hand if it was the last card. */
function endTurn(tx: Tx, seat: Seat, card: string): void {
  emit(tx, { type: 'CardDiscarded', seat, card });
  if ((tx.state.hands[seat]?.length ?? 0) === 0) endHand(tx, { reason: 'went-out', seat });
  else emit(tx, { type: 'TurnBegan', seat: nextSeat(tx.state, seat) });
}

function passWindow(tx: Tx, seat: Seat): void {
  const w = tx.state.escapeWindow;
  emit(tx, { type: 'EscapeWindowPassed', seat });
  if (w && tx.state.escapeWindow?.waiting.length === 0) {
    endHand(tx, { reason: w.cause === 'commissioner' ? 'commissioner' : 'went-out', seat: w.trigger }, { windowDone: true });
  }
}

/**
 * The hand ends. First, when the end comes from Commissioner Resigns (or, with the option, from going
 * out) while all five Victims are in play, every other seat gets the Ripper Escapes response window
 * (§4) — opened whoever holds the card, so it reveals nothing. Then the hand is scored and the next
 * hand dealt by the next dealer clockwise, unless the game is won.
 */
function endHand(tx: Tx, ending: HandEnding, opts: { windowDone?: boolean } = {}): void {
  tx.stopped = true;
  const s = tx.state;
  const windowCause = ending.reason === 'commissioner' ? 'commissioner' : ending.reason === 'went-out' && s.options.escapeWindowAfterGoingOut ? 'went-out' : null;
  if (!opts.windowDone && windowCause && 'seat' in ending && tableFacts(s).victimsInPlay >= RULES.victimsForEscape) {
    const waiting = seatsOf(s).filter((seat) => seat !== ending.seat);
    emit(tx, { type: 'EscapeWindowOpened', cause: windowCause, trigger: ending.seat, waiting });
    return;
  }
  // Ripper Escapes can cut Commissioner Resigns short while some choices are still sealed: they are
  // part of the finished hand, so they are revealed (onto the discard pile) before it is scored (§7).
  const sealed = s.commissioner?.chosen ?? [];
  if (sealed.length > 0) emit(tx, { type: 'CommissionerDiscardsRevealed', discards: [...sealed].sort((a, b) => a.seat - b.seat) });
  const { score, reveal } = scoreHand(tx.state, ending);
  emit(tx, { type: 'HandScored', score, reveal });
  const winner = gameWinner(score.totals, s.options.targetScore);
  if (winner !== null) emit(tx, { type: 'GameWon', winner, scores: [...score.totals] });
  else emit(tx, dealHand(s.handNumber + 1, nextSeat(s, s.dealer), s.seatCount, tx.rng));
}
