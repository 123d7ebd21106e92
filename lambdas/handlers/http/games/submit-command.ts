import { productGames } from '../../../../domain/games/registry.js';
import { submitCommandRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('submitCommand', submitCommandRoute, { games: productGames });
