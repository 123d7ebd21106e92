import { getDocsRoute } from '../../../http/routes/docs.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getDocs', getDocsRoute);
