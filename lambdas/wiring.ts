/**
 * The composition root: from the environment to adapters to what each entry point needs.
 *
 * In Lambda the pieces come from the process environment (TABLE_NAME, TOPIC_ARN, PUBLIC_BASE_URL,
 * PUBLIC_WEB_URL, API_URL, LINK_KEY_SECRET_ARN; AWS_ENDPOINT_URL_DYNAMODB / _SNS when pointed at
 * stand-ins) and are built once per process.
 * local/ and the tests pass their own endpoints, clock and notifier in as overrides and then build
 * the same use-case dependencies the Lambda handlers get.
 *
 * Each builder is its own export so that a route's bundle holds only what its handler uses (the
 * HTTP routes never carry the sweeper, and the other way round). For the same reason the SNS and
 * Secrets Manager clients and the games' rules are not imported here: an entry point that uses
 * them hands them in (ProcessAdapters), so an account route's cold start does not load the rules
 * engine and a game route's does not load the mail clients.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameRegistry } from '../domain/games/registry.js';
import { createTokenCache } from './app/accounts/auth.js';
import type { AppContext } from './app/core/context.js';
import type { GameRecord } from './app/core/model.js';
import { finishAccountDeletion, type FarewellDeps } from './app/background/farewell.js';
import { notifyVersion } from './app/background/notify-version.js';
import { playAtOnce } from './app/background/play-at-once.js';
import type { Clock, IdSource, Log, Notifier } from './app/core/ports.js';
import { projectDeadline } from './app/background/project-deadline.js';
import type { BatchCounts, StreamDeps } from './app/background/stream-consumer.js';
import type { SweepDeps } from './app/background/sweeper.js';
import { randomIds, systemClock } from './app/core/system.js';
import { hmacInvitationLinks } from './app/invitations/invitation-links.js';
import { hmacUnsubscribeLinks, keptKey, linkKeyFromText, withUnsubscribeFooter } from './app/accounts/unsubscribe-links.js';
import { logger } from './logger.js';
import { withReplyMoves } from './app/inbound/mail-moves.js';
import { hmacReplyTokens } from './app/inbound/reply-token.js';
import { dynamoDueStore } from './store/due-store.js';
import { dynamoDigestSchedule } from './store/notifications/digest-store.js';
import { dynamoMuteStore } from './store/notifications/mute-store.js';
import { sharedDocumentClient, tableName } from './store/dynamo.js';
import { dynamoEventStore } from './store/event-store.js';
import { dynamoFarewells } from './store/accounts/farewell-store.js';
import { dynamoInboxStore } from './store/inbox-store.js';
import { dynamoLobbyStore } from './store/lobby-store.js';
import { projectLobby } from './app/lobby/lobby.js';
import { dynamoLegacyNotificationLog } from './store/notification-log.js';
import { dynamoPlayerStore } from './store/accounts/player-store.js';
import { rateAndTell, ratingMailLinesOf } from './app/ratings/rating-mail.js';
import { seatedRatings } from './app/ratings/seat-ratings.js';
import { dynamoRatingStore } from './store/ratings/rating-store.js';
import { dynamoRateLimiter, dynamoSignInCodes } from './store/accounts/sign-in-store.js';
import { deliverVersion, type DeliveryDeps } from './app/webhooks/deliver.js';
import type { WebhookContext } from './app/webhooks/manage.js';
import type { UrlPolicy, WebhookSender } from './app/webhooks/model.js';
import { newWebhookId } from './app/webhooks/signing.js';
import { dynamoDeliveryStore } from './store/webhooks/delivery-store.js';
import { systemResolver } from './store/webhooks/dns-resolver.js';
import { httpWebhookSender } from './store/webhooks/http-sender.js';
import { dynamoWebhookStore } from './store/webhooks/webhook-store.js';
import { dynamoCalendarStore } from './store/calendar/calendar-store.js';

/** What the adapters are built from. */
export interface Environment {
  readonly doc: DynamoDBDocumentClient;
  readonly table: string;
  readonly games: GameRegistry;
  /** The ids of the games served: the registry's, or (for a function without the rules) those handed in. */
  readonly gameIds: readonly string[];
  /** E-mail to players; null when no notification topic is configured. Every mail it sends ends with the unsubscribe links. */
  readonly notifier: Notifier | null;
  readonly clock: Clock;
  readonly ids: IdSource;
  /** Where e-mail links point: <baseUrl>/games/<id>. */
  readonly baseUrl: string;
  /** The web client, for sign-in links (<webUrl>/sign-in?code=…): PUBLIC_WEB_URL, else the base URL, else the API's. */
  readonly webUrl: string;
  /** This API, for unsubscribe links (<apiUrl>/unsubscribe?t=…). */
  readonly apiUrl: string;
  /** The key unsubscribe links are signed with, fetched once on first use. */
  readonly linkKey: () => Promise<Uint8Array>;
  readonly log: Log;
  /**
   * Which webhook URLs are taken and how deliveries are sent: deployed, https to public addresses
   * resolved by the system's DNS; the local runtime passes its own (loopback allowed) and tests a DNS of their own.
   */
  readonly webhookPolicy: UrlPolicy;
  readonly webhookSender: WebhookSender;
  /**
   * The domain players answer turn mails at (REPLY_MAIL_DOMAIN; docs/play-by-mail.md), or null: then
   * mails say nothing about replying and no reply is accepted.
   */
  readonly replyDomain: string | null;
}

/**
 * What an entry point hands in for the parts of the environment only some functions use, each
 * from its own module (so a bundle holds only the ones its entry imports): the games' rules
 * (domain/games/registry.js) or only their ids (GAME_IDS: gameIdsOfProcess), the SNS notifier (store/sns-notifier.js: processSnsNotifier) and the
 * Secrets Manager link key (store/link-key.js: secretsManagerLinkKey).
 */
export interface ProcessAdapters {
  readonly games?: GameRegistry;
  /** Which games there are, for a function that needs no rules (gameIdsOfProcess). */
  readonly gameIds?: readonly string[];
  readonly snsNotifier?: (topicArn: string) => Notifier;
  readonly secretLinkKey?: (secretArn: string) => () => Promise<Uint8Array>;
}

/**
 * Which games there are, for a function that loads no rules: GAME_IDS, which the stack writes from
 * the registry (infra/whitechapel-stack.ts), so a new game's folder and registry line are all it takes.
 */
export function gameIdsOfProcess(): readonly string[] {
  return (process.env.GAME_IDS ?? '').split(',').filter((id) => id !== '');
}

/** A function that reads no game gets none: a lookup finds no game rather than load the rules. */
const noGames: GameRegistry = new Map();

/**
 * The link key of a deployment: the generated secret named by LINK_KEY_SECRET_ARN (AWS), or the text
 * of LINK_KEY; without either, signing a link fails (so does every mail) rather than use a key that
 * other processes would not share.
 */
function linkKeyOfProcess(secretLinkKey: ProcessAdapters['secretLinkKey']): () => Promise<Uint8Array> {
  const arn = process.env.LINK_KEY_SECRET_ARN;
  if (arn && secretLinkKey) return secretLinkKey(arn);
  const text = process.env.LINK_KEY;
  if (text && text.length >= 32) return async () => linkKeyFromText(text);
  return async () => {
    throw new Error(
      arn ? 'this function was built without the Secrets Manager link key (its route declares no secrets)' : 'LINK_KEY_SECRET_ARN (or LINK_KEY, 32+ characters) is not set: unsubscribe links cannot be signed',
    );
  };
}

/** The environment of this process, with `overrides` taking the place of what it would read. */
export function environment(overrides: Partial<Environment> = {}, adapters: ProcessAdapters = {}): Environment {
  const topic = process.env.TOPIC_ARN;
  const baseUrl = overrides.baseUrl ?? process.env.PUBLIC_BASE_URL ?? '';
  const apiUrl = overrides.apiUrl ?? process.env.API_URL ?? baseUrl;
  // Fetched once per process however many parts sign links.
  const linkKey = keptKey(overrides.linkKey ?? linkKeyOfProcess(adapters.secretLinkKey));
  const games = overrides.games ?? adapters.games ?? noGames;
  const notifier = overrides.notifier !== undefined ? overrides.notifier : topic && adapters.snsNotifier ? adapters.snsNotifier(topic) : null;
  const replyDomain = overrides.replyDomain !== undefined ? overrides.replyDomain : process.env.REPLY_MAIL_DOMAIN || null;
  const footed = notifier && withUnsubscribeFooter(notifier, hmacUnsubscribeLinks(linkKey), apiUrl);
  return {
    doc: overrides.doc ?? sharedDocumentClient(),
    table: overrides.table ?? tableName(),
    games,
    gameIds: overrides.gameIds ?? adapters.gameIds ?? [...games.keys()],
    // The moves go above the unsubscribe footer, so they are added around it.
    notifier: footed && replyDomain ? withReplyMoves(footed, hmacReplyTokens(linkKey), replyDomain) : footed,
    clock: overrides.clock ?? systemClock,
    ids: overrides.ids ?? randomIds,
    baseUrl,
    webUrl: overrides.webUrl ?? process.env.PUBLIC_WEB_URL ?? (baseUrl || apiUrl),
    apiUrl,
    linkKey,
    log: overrides.log ?? ((message, detail) => logger.warn(message, detail ?? {})),
    webhookPolicy: overrides.webhookPolicy ?? { allowLoopback: false, resolve: systemResolver },
    webhookSender: overrides.webhookSender ?? httpWebhookSender,
    replyDomain,
  };
}

/** What the webhook routes use (webhooks/manage.ts). */
function webhookContext(env: Environment): WebhookContext {
  return { webhooks: dynamoWebhookStore(env.doc, env.table), deliveries: dynamoDeliveryStore(env.doc, env.table), policy: env.webhookPolicy, clock: env.clock, newId: newWebhookId };
}

/** What webhook deliveries need, from the stream and from the sweeper (webhooks/deliver.ts). */
export function deliveryDeps(env: Environment): DeliveryDeps {
  return {
    games: env.games,
    webhooks: dynamoWebhookStore(env.doc, env.table),
    deliveries: dynamoDeliveryStore(env.doc, env.table),
    policy: env.webhookPolicy,
    send: env.webhookSender,
    clock: env.clock,
    players: dynamoPlayerStore(env.doc, env.table),
    notifier: env.notifier,
    baseUrl: env.webUrl,
    log: env.log,
  };
}

/**
 * How many games' newest versions an HTTP process keeps in memory, so a command on one of them needs
 * no Query (recent-versions.ts). A version is about 1 KB stored, so this is about 1 MB at most.
 */
export const GAMES_REMEMBERED = 1000;

/** What the HTTP use cases receive (`gamesRemembered`: 0 to measure or test a process that keeps none). */
export function appContext(env: Environment, opts: { gamesRemembered?: number } = {}): AppContext {
  return {
    games: env.games,
    gameIds: env.gameIds,
    events: dynamoEventStore(env.doc, env.table, { remember: opts.gamesRemembered ?? GAMES_REMEMBERED }),
    players: dynamoPlayerStore(env.doc, env.table),
    inbox: dynamoInboxStore(env.doc, env.table),
    lobby: dynamoLobbyStore(env.doc, env.table),
    ratings: dynamoRatingStore(env.doc, env.table),
    clock: env.clock,
    ids: env.ids,
    tokens: createTokenCache(),
    signInCodes: dynamoSignInCodes(env.doc, env.table),
    rateLimiter: dynamoRateLimiter(env.doc, env.table),
    unsubscribeLinks: hmacUnsubscribeLinks(env.linkKey),
    invitationLinks: hmacInvitationLinks(env.linkKey),
    urls: { web: env.webUrl, api: env.apiUrl },
    ...(env.notifier ? { notifier: env.notifier } : {}),
    webhooks: webhookContext(env),
    calendars: dynamoCalendarStore(env.doc, env.table),
    notifications: { mutes: dynamoMuteStore(env.doc, env.table), digests: dynamoDigestSchedule(env.doc, env.table) },
  };
}

/** The stream consumer's steps: inbox rows, the deadline index, the lobby, the game's summary with the notifications and a finished game's ratings together; then the bots' moves. And deleted accounts' farewells. */
export function streamDeps(env: Environment): StreamDeps {
  const due = dynamoDueStore(env.doc, env.table);
  const inbox = dynamoInboxStore(env.doc, env.table);
  const lobby = dynamoLobbyStore(env.doc, env.table);
  const events = dynamoEventStore(env.doc, env.table);
  const notify = {
    games: env.games,
    players: dynamoPlayerStore(env.doc, env.table),
    notifier: env.notifier,
    summaries: inbox,
    versions: events,
    legacy: dynamoLegacyNotificationLog(env.doc, env.table),
    clock: env.clock,
    baseUrl: env.baseUrl,
  };
  const runner = { games: env.games, events, clock: env.clock, due, log: env.log };
  const farewell = farewellDeps(env);
  const webhooks = deliveryDeps(env);
  const rating = { games: env.games, ratings: dynamoRatingStore(env.doc, env.table), events };
  return {
    games: env.games,
    inbox,
    alongside: [
      (record) => projectDeadline(due, record),
      (record) => projectLobby(lobby, record, (r) => seatedRatings(rating, r)),
      // A finished rated game is rated before its game-over mails are made, so they tell each player's new rating (ratings/rating-mail.ts);
      // any other version rates nothing and reads nothing for it.
      async (record: GameRecord) => void (await notifyVersion(notify, record, ratingMailLinesOf(env.games, record, await rateAndTell(rating, record)))),
      async (record: GameRecord) => void (await deliverVersion(webhooks, record)),
    ],
    // Last: a move played at once (a bot's, an away seat's) is a new version, which comes through here again once this one is projected.
    afterProjection: [async (record: GameRecord, batch: BatchCounts) => void (await playAtOnce(runner, record, batch))],
    farewell: (f) => finishAccountDeletion(farewell, f),
  };
}

/** What finishing a deleted account's farewell needs (the stream consumer, and the sweeper should the stream not finish it). */
export function farewellDeps(env: Environment): FarewellDeps {
  return { games: env.games, events: dynamoEventStore(env.doc, env.table), inbox: dynamoInboxStore(env.doc, env.table), notifier: env.notifier, farewells: dynamoFarewells(env.doc, env.table), clock: env.clock };
}

export function sweepDeps(env: Environment): SweepDeps {
  const events = dynamoEventStore(env.doc, env.table);
  const players = dynamoPlayerStore(env.doc, env.table);
  return {
    farewell: farewellDeps(env),
    vacations: { games: env.games, events, players, inbox: dynamoInboxStore(env.doc, env.table), clock: env.clock },
    games: env.games,
    events: dynamoEventStore(env.doc, env.table),
    players: dynamoPlayerStore(env.doc, env.table),
    due: dynamoDueStore(env.doc, env.table),
    notifier: env.notifier,
    clock: env.clock,
    baseUrl: env.baseUrl,
    log: env.log,
    webhooks: deliveryDeps(env),
    digests: { games: env.games, players, inbox: dynamoInboxStore(env.doc, env.table), events, schedule: dynamoDigestSchedule(env.doc, env.table), notifier: env.notifier, baseUrl: env.baseUrl },
  };
}

// Built once per warm Lambda process, on first use (a process runs one entry point, so one set of adapters).
let processEnvironment: Environment | undefined;
let context: AppContext | undefined;
let stream: StreamDeps | undefined;
let sweeper: SweepDeps | undefined;
const fromProcess = (adapters: ProcessAdapters) => (processEnvironment ??= environment({}, adapters));

export const processAppContext = (adapters: ProcessAdapters): AppContext => (context ??= appContext(fromProcess(adapters)));
export const processStreamDeps = (adapters: ProcessAdapters): StreamDeps => (stream ??= streamDeps(fromProcess(adapters)));
export const processSweepDeps = (adapters: ProcessAdapters): SweepDeps => (sweeper ??= sweepDeps(fromProcess(adapters)));
