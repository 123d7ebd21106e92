import { productGames } from '../../../../domain/games/registry.js';
import { getPlayerRatingsRoute } from '../../../http/routes/ratings.js';
import { routeHandler } from '../route-handler.js';

// Each game's words say how it is rated (and so how a rating is shown).
export const handler = routeHandler('getPlayerRatings', getPlayerRatingsRoute, { games: productGames });
