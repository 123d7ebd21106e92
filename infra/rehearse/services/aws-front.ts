/**
 * The rehearsal's AWS: one HTTP endpoint every function's SDK clients reach (AWS_ENDPOINT_URL).
 * Each call is read as IAM reads it (aws-requests.ts), checked against the caller's role as
 * synthesised (policy-check.ts), answered with the service's own AccessDenied when the policies do
 * not allow it, and otherwise forwarded: DynamoDB calls to DynamoDB Local, SNS calls to the local SNS
 * stand-in; Secrets Manager's GetSecretValue is answered here from the secrets the template creates.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { closeServer, listen, readBody } from '../../../local/net.js';
import { readAwsCall, UnsupportedCallError, type TableKeys } from '../iam/aws-requests.js';
import { evaluate, type AwsRequest } from '../iam/policy-check.js';
import type { RolePolicies } from '../iam/roles.js';
import { REHEARSAL_ACCOUNT } from '../template/stand-ins.js';

export interface AwsFrontOptions {
  readonly roles: ReadonlyMap<string, RolePolicies>;
  readonly known: TableKeys;
  /** Secret values by ARN. */
  readonly secretValues: ReadonlyMap<string, string>;
  readonly dynamoEndpoint: string;
  readonly snsEndpoint: string;
  /** The local SNS holding a topic (or one of its subscriptions), by ARN. */
  readonly snsEndpointOf: (arn: string) => string | undefined;
  /** The function a role runs (for messages). */
  readonly functionOfRole: (roleId: string) => string;
}

export interface CallRecord extends AwsRequest {
  readonly roleId: string;
  readonly fn: string;
}

export interface AwsFront {
  readonly endpoint: string;
  /** Every allowed request. */
  readonly allowed: CallRecord[];
  /** Every refused call, as a sentence naming the function, action and resource. */
  readonly refused: string[];
  stop(): Promise<void>;
}

/** A secret value as GenerateSecretString makes one (letters and digits when punctuation is excluded). */
export function generateSecret(spec: { PasswordLength?: number; ExcludePunctuation?: boolean } | undefined): string {
  const alphabet = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789${spec?.ExcludePunctuation ? '' : '!#$%&()*+,-./:;<=>?@[]^_{|}~'}`;
  return [...randomBytes(spec?.PasswordLength ?? 32)].map((b) => alphabet[b % alphabet.length]).join('');
}

function denied(service: string, who: string, request: AwsRequest, why: string): { status: number; type: string; body: string } {
  const message = `User: ${who} is not authorized to perform: ${request.action} on resource: ${request.resource} because ${why}`;
  if (service === 'sns') {
    return { status: 403, type: 'text/xml', body: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>AuthorizationError</Code><Message>${message.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Message></Error><RequestId>rehearsal</RequestId></ErrorResponse>` };
  }
  const type = service === 'dynamodb' ? 'com.amazon.coral.service#AccessDeniedException' : 'AccessDeniedException';
  return { status: 400, type: 'application/x-amz-json-1.0', body: JSON.stringify({ __type: type, message, Message: message }) };
}

function forward(endpoint: string, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(path, endpoint);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { ...headers, host: url.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function startAwsFront(opts: AwsFrontOptions): Promise<AwsFront> {
  const allowed: CallRecord[] = [];
  const refused: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req, 16 * 1024 * 1024);
    const body = raw === 'too-large' ? Buffer.alloc(0) : raw;
    const answer = (status: number, type: string, text: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(text);
    };
    let call;
    try {
      call = readAwsCall({ headers: req.headers, body: body.toString('utf8') }, opts.known);
    } catch (e) {
      const why = e instanceof UnsupportedCallError ? e.message : `an AWS call the rehearsal could not read: ${String(e)}`;
      refused.push(why);
      return answer(400, 'application/x-amz-json-1.0', JSON.stringify({ __type: 'RehearsalUnsupportedCall', message: why }));
    }
    const role = opts.roles.get(call.accessKey);
    if (!role) {
      const why = `a ${call.service}:${call.operation} call signed with access key "${call.accessKey}", which is no role of the template`;
      refused.push(why);
      return answer(403, 'application/x-amz-json-1.0', JSON.stringify({ __type: 'UnrecognizedClientException', message: why }));
    }
    const fn = opts.functionOfRole(role.roleId);
    const who = `arn:aws:sts::${REHEARSAL_ACCOUNT}:assumed-role/${role.roleId}/${fn}`;
    for (const request of call.requests) {
      const decision = await evaluate(role.arn, REHEARSAL_ACCOUNT, role.policies, request);
      if (!decision.allowed) {
        const why = decision.result === 'ExplicitlyDenied' ? 'an explicit deny in an identity-based policy' : `no identity-based policy allows the ${request.action} action (${decision.result})`;
        refused.push(`AccessDenied: ${fn} (role ${role.roleId}) called ${request.action} on ${request.resource}${request.context ? ` ${JSON.stringify(request.context)}` : ''}: ${why}`);
        const d = denied(call.service, who, request, why);
        return answer(d.status, d.type, d.body);
      }
    }
    for (const request of call.requests) allowed.push({ ...request, roleId: role.roleId, fn });
    try {
      if (call.service === 'secretsmanager') {
        const arn = call.requests[0]!.resource;
        if (call.operation !== 'GetSecretValue') throw new UnsupportedCallError(`secretsmanager:${call.operation} is not stood in for (GetSecretValue only)`);
        const name = arn.split(':secret:')[1] ?? arn;
        return answer(200, 'application/x-amz-json-1.1', JSON.stringify({ ARN: arn, Name: name, SecretString: opts.secretValues.get(arn), VersionId: 'rehearsal', VersionStages: ['AWSCURRENT'], CreatedDate: 0 }));
      }
      const upstream = call.service === 'dynamodb' ? opts.dynamoEndpoint : (opts.snsEndpointOf(call.requests[0]!.resource) ?? opts.snsEndpoint);
      const out = await forward(upstream, req.method ?? 'POST', req.url ?? '/', req.headers, body);
      res.writeHead(out.status, Object.fromEntries(Object.entries(out.headers).filter(([k]) => !['transfer-encoding', 'connection', 'content-length'].includes(k))) as Record<string, string>);
      res.end(out.body);
    } catch (e) {
      refused.push(`${fn}: ${call.service}:${call.operation} failed in the rehearsal: ${String(e)}`);
      answer(500, 'application/x-amz-json-1.0', JSON.stringify({ __type: 'InternalFailure', message: String(e) }));
    }
  });
  const port = await listen(server, 0);
  return { endpoint: `http://127.0.0.1:${port}`, allowed, refused, stop: () => closeServer(server) };
}
