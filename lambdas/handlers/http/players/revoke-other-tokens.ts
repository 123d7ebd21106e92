import { revokeOtherTokensRoute } from '../../../http/routes/tokens.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('revokeOtherTokens', revokeOtherTokensRoute);
