/**
 * The deployment's knobs, read from CDK context (cdk.json, or `-c key=value` on the command line).
 * Values from the command line arrive as strings, values from cdk.json as JSON, so every parser
 * accepts both. A bad value fails the synth with a message naming the parameter, before any AWS
 * call is made.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export interface DeploySettings {
  /** CloudFormation stack name; deploy a second copy (e.g. a staging stack) under another name. */
  readonly stackName: string;
  /** What `cdk destroy` does to the table (and log groups): keep them, or delete them. */
  readonly removalPolicy: RemovalPolicy.RETAIN | RemovalPolicy.DESTROY;
  /** DynamoDB deletion protection: while on, nothing (not even CloudFormation) can delete the table. */
  readonly deletionProtection: boolean;
  /**
   * Browser origins allowed by CORS besides the web client's own distribution (always allowed);
   * empty: the web client only; `['*']`: any origin (the API uses bearer tokens, not cookies).
   */
  readonly corsOrigins: readonly string[];
  /** Stage-wide steady-state request rate (requests per second) before API Gateway answers 429. */
  readonly throttleRateLimit: number;
  /** Stage-wide burst capacity (requests). */
  readonly throttleBurstLimit: number;
  /** How long CloudWatch keeps Lambda and access logs. */
  readonly logRetentionDays: RetentionDays;
  /** Powertools log level of every function. */
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** E-mail address subscribed to the alarm topic (a confirmation mail is sent on deploy). */
  readonly alarmEmail: string | undefined;
  /** An existing SNS topic to send alarms to instead of creating one. */
  readonly alarmTopicArn: string | undefined;
  /** Base of the links in notification e-mails; undefined means the API's own URL. */
  readonly publicBaseUrl: string | undefined;
  /** How often the deadline sweeper runs. */
  readonly sweeperRateMinutes: number;
  /** Run the cdk-nag AwsSolutions checks on every synth (a finding without an acknowledgement fails it). */
  readonly nag: boolean;
  /**
   * The mail domain SES receives players' answers to turn mails on (`play+<token>@<domain>`);
   * undefined: answering by mail is off and no SES resource is made (docs/deploy.md).
   */
  readonly replyMailDomain: string | undefined;
}

/**
 * The defaults, as they would be written in cdk.json. A test checks that cdk.json's context
 * carries exactly these, so the file documents what the code does.
 */
export const contextDefaults = {
  stackName: 'Whitechapel',
  removalPolicy: 'retain',
  deletionProtection: true,
  corsOrigins: '',
  throttleRateLimit: 50,
  throttleBurstLimit: 100,
  logRetentionDays: 30,
  logLevel: 'INFO',
  alarmEmail: '',
  alarmTopicArn: '',
  publicBaseUrl: '',
  sweeperRateMinutes: 5,
  nag: true,
  replyMailDomain: '',
} as const satisfies Record<keyof DeploySettings, string | number | boolean>;

export type ContextKey = keyof typeof contextDefaults;

export class SettingsError extends Error {
  constructor(key: ContextKey, message: string) {
    super(`context parameter "${key}": ${message}`);
    this.name = 'SettingsError';
  }
}

type Raw = unknown;

export function readSettings(node: Node): DeploySettings {
  return parseSettings((key): Raw => node.tryGetContext(key));
}

/** Pure parser, so the rules can be tested without constructing an App. */
export function parseSettings(get: (key: ContextKey) => Raw): DeploySettings {
  const raw = (key: ContextKey): Raw => {
    const v = get(key);
    return v === undefined || v === null ? contextDefaults[key] : v;
  };
  const throttleRateLimit = positiveNumber('throttleRateLimit', raw('throttleRateLimit'));
  const throttleBurstLimit = positiveInteger('throttleBurstLimit', raw('throttleBurstLimit'));
  const alarmTopicArn = optionalText(raw('alarmTopicArn'));
  if (alarmTopicArn && !/^arn:aws[\w-]*:sns:[\w-]+:\d{12}:[\w-]+$/.test(alarmTopicArn)) {
    throw new SettingsError('alarmTopicArn', `"${alarmTopicArn}" is not an SNS topic ARN`);
  }
  const alarmEmail = optionalText(raw('alarmEmail'));
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail)) {
    throw new SettingsError('alarmEmail', `"${alarmEmail}" is not an e-mail address`);
  }
  const publicBaseUrl = optionalText(raw('publicBaseUrl'))?.replace(/\/+$/, '');
  if (publicBaseUrl && !/^https?:\/\/\S+$/.test(publicBaseUrl)) {
    throw new SettingsError('publicBaseUrl', `"${publicBaseUrl}" is not an http(s) URL`);
  }
  const stackName = String(raw('stackName'));
  if (!/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(stackName)) {
    throw new SettingsError('stackName', `"${stackName}" is not a valid CloudFormation stack name`);
  }
  return {
    stackName,
    removalPolicy: removalPolicy(raw('removalPolicy')),
    deletionProtection: bool('deletionProtection', raw('deletionProtection')),
    corsOrigins: corsOrigins(raw('corsOrigins')),
    throttleRateLimit,
    throttleBurstLimit,
    logRetentionDays: retention(raw('logRetentionDays')),
    logLevel: logLevel(raw('logLevel')),
    alarmEmail,
    alarmTopicArn,
    publicBaseUrl,
    sweeperRateMinutes: sweeperRate(raw('sweeperRateMinutes')),
    nag: bool('nag', raw('nag')),
    replyMailDomain: mailDomain(raw('replyMailDomain')),
  };
}

function bool(key: ContextKey, v: Raw): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new SettingsError(key, `expected true or false, got ${JSON.stringify(v)}`);
}

function number(key: ContextKey, v: Raw): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) throw new SettingsError(key, `expected a number, got ${JSON.stringify(v)}`);
  return n;
}

function positiveNumber(key: ContextKey, v: Raw): number {
  const n = number(key, v);
  if (n <= 0) throw new SettingsError(key, `must be greater than 0, got ${n}`);
  return n;
}

function positiveInteger(key: ContextKey, v: Raw): number {
  const n = positiveNumber(key, v);
  if (!Number.isInteger(n)) throw new SettingsError(key, `must be a whole number, got ${n}`);
  return n;
}

function optionalText(v: Raw): string | undefined {
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

function removalPolicy(v: Raw): DeploySettings['removalPolicy'] {
  if (v === 'retain') return RemovalPolicy.RETAIN;
  if (v === 'destroy') return RemovalPolicy.DESTROY;
  throw new SettingsError('removalPolicy', `expected "retain" or "destroy", got ${JSON.stringify(v)}`);
}

function corsOrigins(v: Raw): string[] {
  // Nothing named: only the web client's distribution, which the stack adds to every list.
  if (!Array.isArray(v) && String(v).trim() === '') return [];
  const origins = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((o) => o.trim()).filter(Boolean);
  if (origins.length === 0) throw new SettingsError('corsOrigins', 'needs at least one origin (or "*")');
  for (const o of origins) {
    if (o !== '*' && !/^https?:\/\/[^/\s]+$/.test(o)) {
      throw new SettingsError('corsOrigins', `"${o}" is not an origin like https://example.com (no path, no trailing slash)`);
    }
  }
  return origins;
}

/** CloudWatch accepts only certain retention periods; list them when the value is not one. */
function retention(v: Raw): RetentionDays {
  const n = number('logRetentionDays', v);
  const allowed = Object.values(RetentionDays).filter((d): d is RetentionDays => typeof d === 'number');
  if (!allowed.includes(n)) throw new SettingsError('logRetentionDays', `${n} is not a CloudWatch retention period; use one of ${allowed.join(', ')}`);
  return n;
}

function logLevel(v: Raw): DeploySettings['logLevel'] {
  const s = String(v).toUpperCase();
  if (s === 'DEBUG' || s === 'INFO' || s === 'WARN' || s === 'ERROR') return s;
  throw new SettingsError('logLevel', `expected DEBUG, INFO, WARN or ERROR, got ${JSON.stringify(v)}`);
}

/** A DNS name SES can receive mail for (lower-cased): labels of letters, digits and hyphens, at least two. */
function mailDomain(v: Raw): string | undefined {
  const s = optionalText(v)?.toLowerCase();
  if (s === undefined) return undefined;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  const labels = s.split('.');
  if (s.length > 253 || labels.length < 2 || !labels.every((l) => label.test(l)) || /^\d+$/.test(labels.at(-1)!)) {
    throw new SettingsError('replyMailDomain', `"${s}" is not a mail domain like play.example.com`);
  }
  return s;
}

/** EventBridge rates are whole minutes; more than a day apart would make deadlines meaningless. */
function sweeperRate(v: Raw): number {
  const n = positiveInteger('sweeperRateMinutes', v);
  if (n > 1440) throw new SettingsError('sweeperRateMinutes', `at most 1440 (one day), got ${n}`);
  return n;
}
