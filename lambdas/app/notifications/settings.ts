/**
 * Whether and when a player's turn mails go out (docs/notifications.md): a mail per turn or one daily
 * digest, a turn answered at once mailed or not, and games muted one by one. What a mail says is
 * lambdas/app/mail/'s; this decides only whether it is sent.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { NOTIFICATION_MODES, type NotificationMode, type NotificationPrefs, type PlayerRecord } from '../core/model.js';
import type { OutgoingMessage } from '../core/ports.js';
import type { MailTime } from '../mail/mail-time.js';

/** The settings every player has, stored or not. */
export interface NotificationModeSettings {
  readonly mode: NotificationMode;
  readonly digestHour: number;
  readonly whenJustPlayed: boolean;
}

export const NOTIFICATION_DEFAULTS: NotificationModeSettings = { mode: 'each', digestHour: 8, whenJustPlayed: false };

/** The mails that ask the player to move now: what the digest replaces and a mute stops (reminders are not among them). */
export const TURN_MAIL_KINDS: ReadonlySet<OutgoingMessage['kind']> = new Set(['your-turn', 'decision-needed']);

/** A player's mode settings, the defaults filled in. */
export function modeSettings(prefs: NotificationPrefs): NotificationModeSettings {
  return {
    mode: prefs.mode ?? NOTIFICATION_DEFAULTS.mode,
    digestHour: prefs.digestHour ?? NOTIFICATION_DEFAULTS.digestHour,
    whenJustPlayed: prefs.whenJustPlayed ?? NOTIFICATION_DEFAULTS.whenJustPlayed,
  };
}

/** The notifications as GET /players/me shows them: every field, defaults filled in. */
export function shownNotifications(prefs: NotificationPrefs): NotificationPrefs & NotificationModeSettings {
  return { email: prefs.email, reminders: prefs.reminders, news: prefs.news, ...modeSettings(prefs) };
}

export function isMuted(player: Pick<PlayerRecord, 'mutedGames'>, gameId: string): boolean {
  return player.mutedGames?.includes(gameId) ?? false;
}

/**
 * Whether `message` goes out now as its own mail: a turn mail does not in digest mode (the day's
 * digest tells it) nor in a muted game; every other kind does (wants() in notify-version.ts judges
 * the rest).
 */
export function sentAsItsOwnMail(player: Pick<PlayerRecord, 'notifications' | 'mutedGames'>, message: Pick<OutgoingMessage, 'kind' | 'gameId'>): boolean {
  if (!TURN_MAIL_KINDS.has(message.kind)) return true;
  return modeSettings(player.notifications).mode === 'each' && !isMuted(player, message.gameId);
}

/** How a player reads a turn mail (messages.ts): their zone and clock, and whether a turn answered at once is mailed. */
export interface TurnMailReader extends MailTime {
  readonly whenJustPlayed?: boolean;
}

export function turnMailReader(player: Pick<PlayerRecord, 'timeZone' | 'clock' | 'notifications'>): TurnMailReader {
  return { timeZone: player.timeZone, clock: player.clock, whenJustPlayed: modeSettings(player.notifications).whenJustPlayed };
}

const MODE = 'each: a mail whenever a game waits for you. digest: no mail per turn; one mail a day at `digestHour` listing every game waiting for you (reminders still come).';
const DIGEST_HOUR = 'The hour of the day the digest comes at, 0–23, in your time zone (`timeZone`; UTC when none).';
const WHEN_JUST_PLAYED = 'True: a turn answered at once after your own move (by a bot or the platform) is mailed too; false (the default): it is not, as you are at the game.';

/** The fields GET /players/me shows in `notifications`, beside email, reminders and news. */
export const NotificationModeFields = /* @__PURE__ */ builtOnce(() => ({
  mode: z.enum(NOTIFICATION_MODES).check(z.describe(MODE)),
  digestHour: z.int().check(z.minimum(0), z.maximum(23), z.describe(DIGEST_HOUR)),
  whenJustPlayed: z.boolean().check(z.describe(WHEN_JUST_PLAYED)),
}));

/** The same, as PATCH /players/me takes them (each optional: what is not sent stays as it was). */
export const NotificationModeChanges = /* @__PURE__ */ builtOnce(() => ({
  mode: z.optional(z.enum(NOTIFICATION_MODES).check(z.describe(`${MODE} Default each.`))),
  digestHour: z.optional(z.int().check(z.minimum(0), z.maximum(23), z.describe(`${DIGEST_HOUR} Default 8.`))),
  whenJustPlayed: z.optional(z.boolean().check(z.describe(WHEN_JUST_PLAYED))),
}));

/** The games whose turn mails the player muted, as GET /players/me shows them. */
export const MutedGamesField = /* @__PURE__ */ builtOnce(() =>
  z.array(z.string()).check(z.describe('The games whose turn mails you muted (POST /games/{gameId}/mute), in no particular order.')),
);
