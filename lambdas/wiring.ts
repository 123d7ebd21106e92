/**
 * The composition root: from the environment to adapters to what each entry point needs.
 *
 * In Lambda the pieces come from the process environment (TABLE_NAME, TOPIC_ARN, PUBLIC_BASE_URL;
 * AWS_ENDPOINT_URL_DYNAMODB / _SNS when pointed at stand-ins) and are built once per process.
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
import type { Clock, IdSource, Log, Notifier } from './app/ports.js';
import { projectDeadline } from './app/project-deadline.js';
import type { StreamDeps } from './app/stream-consumer.js';
import type { SweepDeps } from './app/sweeper.js';
import { randomIds, systemClock } from './app/system.js';
import { logger } from './logger.js';
import { sharedSnsClient, snsNotifier } from './notify/sns-notifier.js';
import { dynamoDueStore } from './store/due-store.js';
import { sharedDocumentClient, tableName } from './store/dynamo.js';
import { dynamoEventStore } from './store/event-store.js';
import { dynamoInboxStore } from './store/inbox-store.js';
import { dynamoNotificationLog } from './store/notification-log.js';
import { dynamoPlayerStore } from './store/player-store.js';

/** What the adapters are built from. */
export interface Environment {
  readonly doc: DynamoDBDocumentClient;
  readonly table: string;
  readonly games: GameRegistry;
  /** E-mail to players; null when no notification topic is configured. */
  readonly notifier: Notifier | null;
  readonly clock: Clock;
  readonly ids: IdSource;
  /** Where e-mail links point: <baseUrl>/games/<id>. */
  readonly baseUrl: string;
  readonly log: Log;
}

/** The environment of this process, with `overrides` taking the place of what it would read. */
export function environment(overrides: Partial<Environment> = {}): Environment {
  const topic = process.env.TOPIC_ARN;
  return {
    doc: overrides.doc ?? sharedDocumentClient(),
    table: overrides.table ?? tableName(),
    games: overrides.games ?? productGames,
    notifier: overrides.notifier !== undefined ? overrides.notifier : topic ? snsNotifier(sharedSnsClient(), topic) : null,
    clock: overrides.clock ?? systemClock,
    ids: overrides.ids ?? randomIds,
    baseUrl: overrides.baseUrl ?? process.env.PUBLIC_BASE_URL ?? '',
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
    ...(env.notifier ? { notifier: env.notifier } : {}),
  };
}

/** The stream consumer's steps: inbox rows, then the deadline index, then notifications. */
export function streamDeps(env: Environment): StreamDeps {
  const due = dynamoDueStore(env.doc, env.table);
  const notifier = env.notifier;
  const notify = notifier
    ? async (record: GameRecord) => {
        const deps = { games: env.games, players: dynamoPlayerStore(env.doc, env.table), notifier, log: dynamoNotificationLog(env.doc, env.table), clock: env.clock, baseUrl: env.baseUrl };
        await notifyVersion(deps, record);
      }
    : null;
  return {
    inbox: dynamoInboxStore(env.doc, env.table),
    afterProjection: [(record) => projectDeadline(due, record), ...(notify ? [notify] : [])],
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
