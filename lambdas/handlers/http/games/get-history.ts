import { productGames } from '../../../../domain/games/registry.js';
import { getHistoryRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getHistory', getHistoryRoute, { games: productGames });
