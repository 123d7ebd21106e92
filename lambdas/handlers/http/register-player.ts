import { registerPlayerRoute } from '../../http/routes/players.js';
import { routeHandler } from './route-handler.js';

export const handler = routeHandler('registerPlayer', registerPlayerRoute);
