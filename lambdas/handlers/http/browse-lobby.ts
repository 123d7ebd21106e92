import { PRODUCT_GAME_IDS } from '../../../domain/games/ids.js';
import { browseLobbyRoute } from '../../http/routes/lobby.js';
import { routeHandler } from './route-handler.js';

// The lobby needs to know which games there are, not their rules (see readsRules).
export const handler = routeHandler('browseLobby', browseLobbyRoute, { gameIds: PRODUCT_GAME_IDS });
