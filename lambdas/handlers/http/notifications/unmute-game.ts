import { unmuteGameRoute } from '../../../http/routes/notifications.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('unmuteGame', unmuteGameRoute);
