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
 * HTTP routes never carry the sweeper, and the other way round).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { productGames, type GameRegistry } from '../domain/games/registry.js';
import { createTokenCache } from './app/auth.js';
import type { AppContext } from './app/context.js';
import type { GameRecord } from './app/model.js';
import { notifyVersion } from './app/notify-version.js';
import { playBots, type BatchCounts } from './app/play-bots.js';
import type { Clock, IdSource, Log, Notifier } from './app/ports.js';
import { projectDeadline } from './app/project-deadline.js';
import type { StreamDeps } from './app/stream-consumer.js';
import type { SweepDeps } from './app/sweeper.js';
import { randomIds, systemClock } from './app/system.js';
import { hmacUnsubscribeLinks, keptKey, withUnsubscribeFooter } from './app/unsubscribe-links.js';
import { logger } from './logger.js';
import { sharedSnsClient, snsNotifier } from './notify/sns-notifier.js';
import { dynamoDueStore } from './store/due-store.js';
import { sharedDocumentClient, tableName } from './store/dynamo.js';
import { dynamoEventStore } from './store/event-store.js';
import { dynamoInboxStore } from './store/inbox-store.js';
import { dynamoLegacyNotificationLog } from './store/notification-log.js';
import { linkKeyFromText, secretsManagerLinkKey } from './store/link-key.js';
import { dynamoPlayerStore } from './store/player-store.js';
import { dynamoRateLimiter, dynamoSignInCodes } from './store/sign-in-store.js';

/** What the adapters are built from. */
export interface Environment {
  readonly doc: DynamoDBDocumentClient;
  readonly table: string;
  readonly games: GameRegistry;
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
}

/**
 * The link key of a deployment: the generated secret named by LINK_KEY_SECRET_ARN (AWS), or the text
 * of LINK_KEY; without either, signing a link fails (so does every mail) rather than use a key that
 * other processes would not share.
 */
function linkKeyOfProcess(): () => Promise<Uint8Array> {
  const arn = process.env.LINK_KEY_SECRET_ARN;
  if (arn) return secretsManagerLinkKey(arn);
  const text = process.env.LINK_KEY;
  if (text && text.length >= 32) return async () => linkKeyFromText(text);
  return async () => {
    throw new Error('LINK_KEY_SECRET_ARN (or LINK_KEY, 32+ characters) is not set: unsubscribe links cannot be signed');
  };
}

/** The environment of this process, with `overrides` taking the place of what it would read. */
export function environment(overrides: Partial<Environment> = {}): Environment {
  const topic = process.env.TOPIC_ARN;
  const baseUrl = overrides.baseUrl ?? process.env.PUBLIC_BASE_URL ?? '';
  const apiUrl = overrides.apiUrl ?? process.env.API_URL ?? baseUrl;
  // Fetched once per process however many parts sign links.
  const linkKey = keptKey(overrides.linkKey ?? linkKeyOfProcess());
  const notifier = overrides.notifier !== undefined ? overrides.notifier : topic ? snsNotifier(sharedSnsClient(), topic) : null;
  return {
    doc: overrides.doc ?? sharedDocumentClient(),
    table: overrides.table ?? tableName(),
    games: overrides.games ?? productGames,
    notifier: notifier && withUnsubscribeFooter(notifier, hmacUnsubscribeLinks(linkKey), apiUrl),
    clock: overrides.clock ?? systemClock,
    ids: overrides.ids ?? randomIds,
    baseUrl,
    webUrl: overrides.webUrl ?? process.env.PUBLIC_WEB_URL ?? (baseUrl || apiUrl),
    apiUrl,
    linkKey,
    log: overrides.log ?? ((message, detail) => logger.warn(message, detail ?? {})),
  };
}

/** What the HTTP use cases receive. */
export function appContext(env: Environment): AppContext {
  return {
    games: env.games,
    events: dynamoEventStore(env.doc, env.table),
    players: dynamoPlayerStore(env.doc, env.table),
    inbox: dynamoInboxStore(env.doc, env.table),
    clock: env.clock,
    ids: env.ids,
    tokens: createTokenCache(),
    signInCodes: dynamoSignInCodes(env.doc, env.table),
    rateLimiter: dynamoRateLimiter(env.doc, env.table),
    unsubscribeLinks: hmacUnsubscribeLinks(env.linkKey),
    urls: { web: env.webUrl, api: env.apiUrl },
    ...(env.notifier ? { notifier: env.notifier } : {}),
  };
}

/** The stream consumer's steps: inbox rows, then the deadline index, then the game's summary with the notifications, then the bots' moves. */
export function streamDeps(env: Environment): StreamDeps {
  const due = dynamoDueStore(env.doc, env.table);
  const inbox = dynamoInboxStore(env.doc, env.table);
  const notify = {
    games: env.games,
    players: dynamoPlayerStore(env.doc, env.table),
    notifier: env.notifier,
    summaries: inbox,
    legacy: dynamoLegacyNotificationLog(env.doc, env.table),
    clock: env.clock,
    baseUrl: env.baseUrl,
  };
  const bots = { games: env.games, events: dynamoEventStore(env.doc, env.table), clock: env.clock, log: env.log };
  return {
    inbox,
    afterProjection: [
      (record) => projectDeadline(due, record),
      async (record: GameRecord) => void (await notifyVersion(notify, record)),
      // Last: a bot's move is a new version, which comes through here again once this one is projected.
      async (record: GameRecord, batch?: BatchCounts) => void (await playBots(bots, record, batch)),
    ],
  };
}

export function sweepDeps(env: Environment): SweepDeps {
  return {
    games: env.games,
    events: dynamoEventStore(env.doc, env.table),
    players: dynamoPlayerStore(env.doc, env.table),
    due: dynamoDueStore(env.doc, env.table),
    notifier: env.notifier,
    clock: env.clock,
    baseUrl: env.baseUrl,
    log: env.log,
  };
}

// Built once per warm Lambda process, on first use.
let processEnvironment: Environment | undefined;
let context: AppContext | undefined;
let stream: StreamDeps | undefined;
let sweeper: SweepDeps | undefined;
const fromProcess = () => (processEnvironment ??= environment());

export const processAppContext = (): AppContext => (context ??= appContext(fromProcess()));
export const processStreamDeps = (): StreamDeps => (stream ??= streamDeps(fromProcess()));
export const processSweepDeps = (): SweepDeps => (sweeper ??= sweepDeps(fromProcess()));
