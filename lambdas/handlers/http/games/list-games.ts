import { listGamesRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

// The list is the player's rows and the games' summaries: no game's rules (see readsRules).
export const handler = routeHandler('listGames', listGamesRoute);
