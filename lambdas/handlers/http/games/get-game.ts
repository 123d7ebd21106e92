import { productGames } from '../../../../domain/games/registry.js';
import { getGameRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getGame', getGameRoute, { games: productGames });
