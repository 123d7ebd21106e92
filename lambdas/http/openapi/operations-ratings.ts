/** openapi.yaml's words for the ratings' operations (operations.ts gathers them). */
import { problems } from '../../app/core/problems.js';
import type { OperationDoc } from './operation-doc.js';

export const ratingOperationDocs = {
  getPlayerRatings: {
    tag: 'ratings',
    summary: "A player's ratings",
    description:
      'Per game kind the player was rated in: the rating shown (Mr. Jack: Glicko-2, τ 0.5, from 1500 / 350 / 0.06, each game its own rating period; ' +
      'Ripper Rummy: Weng–Lin Plackett–Luce by final score, shown as the ordinal μ − 3σ), its deviation or σ, whether it is provisional ' +
      '(deviation over 110, σ over 4), games rated, wins, losses and the last 50 changes. `me` names the caller. ' +
      'Only games created `rated` count, once each, when they finish; a read model fed by the stream (it may lag a second or two). See docs/ratings.md.',
    success: { 200: { description: "The player's ratings (an empty list before their first rated game).", schema: 'PlayerRatings' } },
    problems: [problems.playerNotFound],
  },
  getLeaderboard: {
    tag: 'ratings',
    summary: "A game's leaderboard",
    description:
      'Players with at least 5 rated games of that game, highest rating first, paged with `cursor`; provisional ratings are marked. ' +
      'A read model on an index (never a scan): a rating that changes between two pages may move past the cursor.',
    parameters: ['LeaderboardLimit', 'Cursor'],
    success: { 200: { description: 'A page of the leaderboard.', schema: 'LeaderboardPage' } },
    problems: [problems.unknownGame, problems.invalidQuery, problems.invalidCursor],
  },
} as const satisfies Readonly<Record<'getPlayerRatings' | 'getLeaderboard', OperationDoc>>;
