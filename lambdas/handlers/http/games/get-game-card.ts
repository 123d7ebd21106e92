import { productGames } from '../../../../domain/games/registry.js';
import { getGameCardRoute } from '../../../http/routes/cards.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getGameCard', getGameCardRoute, { games: productGames });
