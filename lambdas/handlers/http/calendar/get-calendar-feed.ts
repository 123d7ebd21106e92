import { productGames } from '../../../../domain/games/registry.js';
import { getCalendarFeedRoute } from '../../../http/routes/calendar.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getCalendarFeed', getCalendarFeedRoute, { games: productGames });
