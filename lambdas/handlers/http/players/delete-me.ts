import { deleteMeRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('deleteMe', deleteMeRoute);
