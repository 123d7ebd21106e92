import { productGames } from '../../../../domain/games/registry.js';
import { startVacationRoute } from '../../../http/routes/vacation.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('startVacation', startVacationRoute, { games: productGames });
