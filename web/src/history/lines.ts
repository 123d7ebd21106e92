/**
 * The history in words (an event's sentence, who acted, whether a version is the caller's own
 * move), shared with the server so that a page and a mail tell a move alike. The web's only door
 * to them: every web module that needs them imports this file, so their source is named once.
 */
export { actorBefore, actorWords, eventLine, isOwnMove, type Names, type SeatWords } from '../../../lambdas/app/event-lines.js';
