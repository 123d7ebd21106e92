import { redeemSessionRoute } from '../../../http/routes/sessions.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('redeemSession', redeemSessionRoute);
