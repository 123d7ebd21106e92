import { productGames } from '../../../../domain/games/registry.js';
import { getLeaderboardRoute } from '../../../http/routes/ratings.js';
import { routeHandler } from '../route-handler.js';

// Each game's words say how it is rated (and so how a rating is shown).
export const handler = routeHandler('getLeaderboard', getLeaderboardRoute, { games: productGames });
