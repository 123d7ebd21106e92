/**
 * Whitechapel's reference web client. Every screen is a function of the API's answers: the game
 * screen draws the view and offers exactly the game's `legalCommands`, posted as they are with
 * If-Match and an Idempotency-Key (client/postCommand). No rule of any game runs here.
 *
 * app/      the route table, the router, the store, the API, loading and polling
 * screens/  one module per page (app/routes.ts lists them)
 * games/    one folder per game (its board, moves and words), a generic one for any other game
 * history/  the history panel and "Since your last move", in the words the server's mails use
 * parts/    widgets of the screens by what they serve: game-page/, settings/, forms/ (the lobby's list beside)
 * words/    plain strings (deadlines, seats, terms, titles)
 */
import { loadConfig } from './app/api.js';
import { startPolling } from './app/polling.js';
import { startRouter } from './app/router.js';
import './style.css';

performance.mark('script running');
startPolling();
await loadConfig();
performance.mark('config read');
await startRouter(document.getElementById('app') as HTMLElement);
// The shell from this device's cache next time (public/sw.js): after the page is drawn, never in its way.
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
