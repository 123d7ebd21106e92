/** openapi.yaml's words for the notification routes: muting a game (docs/notifications.md). */
import { problems } from '../../app/core/problems.js';
import type { OperationDoc } from './operation-doc.js';

const MUTED = 'A player seated at the game only. Idempotent. The mute is yours alone and lasts until you unmute; `GET /games/{gameId}` shows it (`muted`).';

export const notificationOperationDocs = {
  muteGame: {
    tag: 'games',
    summary: "Mute a game's turn mails",
    description:
      `No body. Stops the mails telling you it is your turn (or that a decision of yours is needed) in this game; the reminder before a deadline, a passed deadline's mail and the game's news still come, and a muted game is left out of your daily digest. ${MUTED}`,
    success: { 200: { description: 'The game is muted for you.', schema: 'MuteAnswer', example: { gameId: 'gQ2mX8dLr4vKe', muted: true } } },
    problems: [problems.notAPlayer, problems.gameNotFound, problems.tooManyMutedGames, problems.playerNotFound],
  },
  unmuteGame: {
    tag: 'games',
    summary: "Unmute a game's turn mails",
    description: `Its turn mails come again (or, in digest mode, it is back in your digest). ${MUTED}`,
    success: { 200: { description: 'The game is not muted for you.', schema: 'MuteAnswer', example: { gameId: 'gQ2mX8dLr4vKe', muted: false } } },
    problems: [problems.notAPlayer, problems.gameNotFound, problems.playerNotFound],
  },
} as const satisfies Readonly<Record<string, OperationDoc>>;
