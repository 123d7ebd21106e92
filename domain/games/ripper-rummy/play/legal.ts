/**
 * What each seat may post now. legalCommands lists a superset of candidates and keeps those
 * `checkCommand` accepts, so the list is exactly what `decide` accepts (for melds: each set of cards
 * once, in catalogue order; decide accepts the same cards in any order, as the same meld).
 */
import type { Seat } from '../../../engine/game.js';
import type { Command } from './commands.js';
import { cardOf, inCatalogueOrder, SUITS, SUSPECT_IDS, type CardId } from '../rules/cards.js';
import { checkCommand } from '../rules/checks.js';
import { RULES } from '../rules/parameters.js';
import { tableFacts, type TableFacts } from '../rules/table.js';
import { handLive, isSeatOf, pause, type State } from './state.js';

export function legalCommands(s: State, seat: Seat): Command[] {
  if (!handLive(s) || !isSeatOf(s, seat)) return [];
  const facts = tableFacts(s);
  return candidates(s, seat, facts).filter((c) => checkCommand(s, seat, c, facts) === null);
}

/** Every command that might be allowed for this seat now (checkCommand decides). */
function candidates(s: State, seat: Seat, facts: TableFacts): Command[] {
  const hand = s.hands[seat] ?? [];
  const out: Command[] = [];
  if (hand.includes('ripper-escapes') && facts.victimsInPlay >= RULES.victimsForEscape) out.push({ type: 'ripper-escapes' });
  if (s.vote.calledBy !== null) for (const suspect of [...SUSPECT_IDS, null]) out.push({ type: 'vote', suspect });
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
