import { productGames } from '../../../../domain/games/registry.js';
import { comeBackRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('comeBack', comeBackRoute, { games: productGames });
