import { browseLobbyRoute } from '../../../http/routes/lobby.js';
import { gameIdsOfProcess } from '../../../wiring.js';
import { routeHandler } from '../route-handler.js';

// The lobby needs to know which games there are, not their rules (see readsRules): the stack tells it.
export const handler = routeHandler('browseLobby', browseLobbyRoute, { gameIds: gameIdsOfProcess() });
