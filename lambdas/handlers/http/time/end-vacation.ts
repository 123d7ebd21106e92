import { productGames } from '../../../../domain/games/registry.js';
import { endVacationRoute } from '../../../http/routes/vacation.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('endVacation', endVacationRoute, { games: productGames });
