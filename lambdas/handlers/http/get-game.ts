import { routeHandler } from './route-handler.js';

export const handler = routeHandler('getGame');
