/**
 * The numbers of the rules that are not printed on a card (card points live in cards.ts, the
 * switchable interpretations in options.ts). One table, so a reconstruction can be tuned in one place.
 */
export const RULES = {
  /** Cards dealt to each player, by number of players. [F] */
  cardsDealt: { 2: 10, 3: 9, 4: 8 } as Readonly<Record<number, number>>,
  /** Smallest Evidence meld: "three or more identical cards". [F] */
  meldMinimum: 3,
  /** A Victim makes its player draw this many cards from the draw pile. [S] */
  victimDraws: 2,
  /** Reshuffles of the discard pile allowed per hand; running out again means the Ripper escaped. [F] */
  reshufflesPerHand: 1,
  /** Bonus for naming the Ripper in the secret vote. [F] */
  correctVoteBonus: 10,
  /** The Ripper's cards count this many times in all (scored once, then "again"). [F] */
  ripperMultiplier: 2,
  /** Instead of the card's points, the holder of Ripper Escapes loses this much per Victim in play. [F] */
  escapeHolderPenaltyPerVictim: 2,
  /** Victims that must be in play before Ripper Escapes may be played. [F,S] */
  victimsForEscape: 5,
} as const;
