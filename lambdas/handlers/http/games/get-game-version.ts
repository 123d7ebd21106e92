import { productGames } from '../../../../domain/games/registry.js';
import { getGameVersionRoute } from '../../../http/routes/game-versions.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getGameVersion', getGameVersionRoute, { games: productGames });
