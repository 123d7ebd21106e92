/**
 * Who must act (pending), what each seat may post (legalCommands), and what the platform posts
 * for a seat whose deadline passed (timeoutCommand).
 *
 * legalCommands lists a superset of candidates and keeps those `checkCommand` accepts, so the list is
 * exactly what `decide` accepts (for melds: each set of cards once, in catalogue order; decide accepts
 * the same cards in any order, as the same meld).
 */
import type { Decision, Seat } from '../../engine/game.js';
import { cardOf, inCatalogueOrder, SUITS, type CardId } from './cards.js';
import { checkCommand, VOTE_CHOICES } from './checks.js';
import type { Command } from './commands.js';
import { RULES } from './parameters.js';
import { handCardCost } from './scoring.js';
import { handLive, pause, type State } from './state.js';
import { tableFacts, type TableFacts } from './table.js';

/** The decision kinds of Ripper Rummy. */
export type RipperRummyDecisionKind = 'turn' | 'vote' | 'discard' | 'escape-window';

export function pending(s: State): Decision<RipperRummyDecisionKind>[] {
  if (!handLive(s)) return [];
  switch (pause(s)) {
    case 'escape-window':
      return (s.escapeWindow?.waiting ?? []).map((seat) => ({
        seat,
        kind: 'escape-window',
        prompt: 'The hand is about to end: play Ripper Escapes if you can, or pass.',
      }));
    case 'commissioner':
      return (s.commissioner?.waiting ?? []).map((seat) => ({ seat, kind: 'discard', prompt: 'Commissioner Resigns: choose one card to discard.' }));
    case 'vote':
      return Array.from({ length: s.seatCount }, (_, seat) => seat)
        .filter((seat) => !s.vote.ballots.some((b) => b.seat === seat))
        .map((seat) => ({ seat, kind: 'vote', prompt: 'Cast your secret vote: name the suspect you think is the Ripper (or abstain).' }));
    case null: {
      const seat = s.turn.seat;
      const canCall = s.turn.step === 'draw' && checkCommand(s, seat, { type: 'call-vote' }) === null;
      const prompt =
        s.turn.step === 'play' ? 'Play cards if you wish, then discard one to end your turn.' : canCall ? 'Call the secret vote, or draw a card.' : 'Draw a card.';
      return [{ seat, kind: 'turn', prompt }];
    }
  }
}

export function legalCommands(s: State, seat: Seat): Command[] {
  if (!handLive(s) || !Number.isInteger(seat) || seat < 0 || seat >= s.seatCount) return [];
  const facts = tableFacts(s);
  return candidates(s, seat, facts).filter((c) => checkCommand(s, seat, c, facts) === null);
}

/** Every command that might be allowed for this seat now (checkCommand decides). */
function candidates(s: State, seat: Seat, facts: TableFacts): Command[] {
  const hand = s.hands[seat] ?? [];
  const out: Command[] = [];
  if (hand.includes('ripper-escapes') && facts.victimsInPlay >= RULES.victimsForEscape) out.push({ type: 'ripper-escapes' });
  if (s.vote.calledBy !== null) for (const suspect of VOTE_CHOICES) out.push({ type: 'vote', suspect });
  if (s.escapeWindow) out.push({ type: 'pass' });
  if (s.commissioner?.waiting.includes(seat)) for (const card of hand) out.push({ type: 'discard', card });
  if (seat !== s.turn.seat || pause(s) !== null) return out;

  if (s.turn.step === 'draw') {
    out.push({ type: 'call-vote' }, { type: 'draw', from: 'deck' }, { type: 'draw', from: 'discard' });
    return out;
  }
  for (const card of hand) out.push(...playCandidates(s, card));
  if (!facts.empty && facts.victimsInPlay > 0) out.push(...meldCandidates(hand));
  for (const card of hand) out.push({ type: 'discard', card });
  return out;
}

function playCandidates(s: State, card: CardId): Command[] {
  const def = cardOf(card);
  switch (def.kind) {
    case 'ripper-escapes':
      return [];
    case 'wild':
      return def.suspects.map((suspect) => ({ type: 'play', card, suspect }));
    case 'alibi':
      return def.suspects.length > 1 ? def.suspects.map((suspect) => ({ type: 'play', card, suspect })) : [{ type: 'play', card }];
    case 'scene':
      return s.discardPile.length === 0 ? [{ type: 'play', card }] : s.discardPile.map((take) => ({ type: 'play', card, take }));
    default:
      return [{ type: 'play', card }];
  }
}

/** Every set of 3+ cards of one suit (Wilds allowed with a suspect suit) from the hand. */
function meldCandidates(hand: readonly CardId[]): Command[] {
  const wilds = hand.filter((c) => cardOf(c).kind === 'wild');
  const out: Command[] = [];
  for (const suit of SUITS) {
    const naturals = hand.filter((c) => cardOf(c).suit === suit && cardOf(c).kind !== 'wild');
    if (naturals.length === 0) continue;
    const pool = inCatalogueOrder(suit === 'letters' ? naturals : [...naturals, ...wilds]);
    if (pool.length < RULES.meldMinimum) continue;
    for (let mask = 1; mask < 1 << pool.length; mask++) {
      const cards = pool.filter((_, i) => mask & (1 << i));
      if (cards.length >= RULES.meldMinimum) out.push({ type: 'meld', cards });
    }
  }
  return out;
}

/**
 * Deadline fallback (design §5): draw from the draw pile; at the play step discard the card that would
 * cost the most if the hand ended now; abstain from a vote; for Commissioner Resigns discard the
 * cheapest card; pass an escape window. Ties go to the first card in catalogue order.
 */
export function timeoutCommand(s: State, seat: Seat): Command {
  const facts = tableFacts(s);
  const hand = inCatalogueOrder(s.hands[seat] ?? []);
  const byCost = (pickHighest: boolean): CardId | undefined =>
    hand.reduce<CardId | undefined>((best, card) => {
      if (best === undefined) return card;
      const d = handCardCost(card, facts) - handCardCost(best, facts);
      return (pickHighest ? d > 0 : d < 0) ? card : best;
    }, undefined);
  if (s.escapeWindow?.waiting.includes(seat)) return { type: 'pass' };
  if (s.commissioner?.waiting.includes(seat)) return { type: 'discard', card: byCost(false) ?? '' };
  if (pause(s) === 'vote' && !s.vote.ballots.some((b) => b.seat === seat)) return { type: 'vote', suspect: null };
  if (seat === s.turn.seat && pause(s) === null) {
    return s.turn.step === 'draw' ? { type: 'draw', from: 'deck' } : { type: 'discard', card: byCost(true) ?? '' };
  }
  // Not pending: there is nothing to time out; `pass` is then refused like any unlisted command.
  return { type: 'pass' };
}
