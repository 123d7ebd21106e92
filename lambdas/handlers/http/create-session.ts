import { createSessionRoute } from '../../http/routes/sessions.js';
import { routeHandler } from './route-handler.js';

export const handler = routeHandler('createSession', createSessionRoute);
