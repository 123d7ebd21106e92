import { createTokenRoute } from '../../../http/routes/tokens.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('createToken', createTokenRoute);
