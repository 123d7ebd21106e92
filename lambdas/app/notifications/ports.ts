/** What the notification settings need from outside (lambdas/store/notifications/ implements them). */

/** The games a player muted, kept on the player's own item (read with it by every mail's step: no extra read). */
export interface MuteStore {
  /** Adds the game (a no-op when it is muted already); `too-many` when `max` are muted and it is not one of them. */
  mute(playerId: string, gameId: string, max: number): Promise<'muted' | 'too-many' | 'player-gone'>;
  /** Takes the game out (a no-op when it was not muted); false when the player is gone. */
  unmute(playerId: string, gameId: string): Promise<boolean>;
}

/** A digest player's entry in the deadline index: when the next digest is due, and which one was sent last. */
export interface DigestEntry {
  /** When the next digest is due (ISO). */
  readonly slot: string;
  /** The slot of the last digest taken to be sent (ISO), or null. */
  readonly lastSent: string | null;
}

/** One entry per digest player in the deadline index the sweeper reads (beside the games' entries: no scan). */
export interface DigestSchedule {
  get(playerId: string): Promise<DigestEntry | null>;
  /** Sets the next digest at `slot`, or with null takes the player out of the index (mode `each`). */
  arm(playerId: string, slot: string | null): Promise<void>;
  /**
   * Takes the digest due at `slot` to send it: moves the entry to `next` and records `slot` as sent,
   * only while the entry is still at `slot`. False when another sweep took it (or it moved): then it is not sent.
   */
  claim(playerId: string, slot: string, next: string): Promise<boolean>;
  /** Gives back a claim whose mail could not be sent: the entry returns to `slot` while still at `next`, so the next sweep tries again. */
  release(playerId: string, slot: string, next: string, lastSent: string | null): Promise<void>;
}

/** What the notification routes use beyond the request (AppContext.notifications). */
export interface NotificationStores {
  readonly mutes: MuteStore;
  readonly digests: DigestSchedule;
}

/** The id a digest's entry has in the deadline index, beside the games' ids (which start with `g`): `digest:<playerId>`. */
export function digestDueId(playerId: string): string {
  return `digest:${playerId}`;
}

/** The player whose digest an id of the deadline index names, or null for a game's id. */
export function digestPlayerOf(dueId: string): string | null {
  return dueId.startsWith('digest:') ? dueId.slice('digest:'.length) : null;
}
