// The rehearsal's parts on their own: intrinsics, route binding, reading AWS calls as IAM does,
// policy evaluation, stream filters and bisection, and the planted faults it must name.
import { describe, expect, it } from 'vitest';
import { readAssembly, resolveAssembly } from '../../../infra/rehearse/template/assembly.js';
import { readAwsCall, UnsupportedCallError } from '../../../infra/rehearse/iam/aws-requests.js';
import { plant } from '../../../infra/rehearse/template/faults.js';
import { functionSpec, processEnvironment } from '../../../infra/rehearse/services/function-host.js';
import { boundRoutes, matchRoute } from '../../../infra/rehearse/services/http-api.js';
import { resolve, UnresolvableError } from '../../../infra/rehearse/template/intrinsics.js';
import { evaluate, unusedGrants, grantsOf } from '../../../infra/rehearse/iam/policy-check.js';
import { readableLogLine } from '../../../infra/rehearse/rehearsal.js';
import { rolePolicies } from '../../../infra/rehearse/iam/roles.js';
import { routeChecks } from '../../../infra/rehearse/checks/route-checks.js';
import { scheduleEveryMs } from '../../../infra/rehearse/services/schedule.js';
import { standIn, UnsupportedResourceError } from '../../../infra/rehearse/template/stand-ins.js';
import { mappingHandler, matchesPattern } from '../../../infra/rehearse/services/stream-mapping.js';
import { fixtureAssemblyDir, fixtureTemplate } from './fixture.js';

const places = { apiHost: '127.0.0.1:1000', webHost: '127.0.0.1:2000' };
const resolvedOf = (template = fixtureTemplate()) => resolveAssembly(readAssembly(fixtureAssemblyDir(template)), places);
const known = { partitionKeys: new Map([['T', 'pk'], ['T/gsi2', 'gsi2pk']]), secrets: new Map([['arn:aws:secretsmanager:us-east-1:000000000000:secret:k-AbCdEf', 'arn:aws:secretsmanager:us-east-1:000000000000:secret:k-AbCdEf']]) };
const signed = (service: string, key = 'CommandsRole') => ({ authorization: `AWS4-HMAC-SHA256 Credential=${key}/20261205/us-east-1/${service}/aws4_request, SignedHeaders=host, Signature=x` });

describe('intrinsics', () => {
  const ctx = { region: 'us-east-1', accountId: '000000000000', stackName: 'S', resources: new Map([['T', { ref: 'tname', attributes: { Arn: 'arn:t' } }]]) };
  it('resolves Ref, GetAtt, Join, Sub and Select, pseudo parameters included', () => {
    expect(resolve({ a: { Ref: 'T' }, b: { 'Fn::GetAtt': ['T', 'Arn'] }, c: { 'Fn::Join': ['/', [{ Ref: 'AWS::Region' }, 'x']] }, d: { 'Fn::Sub': '${T}-${T.Arn}-${AWS::AccountId}' }, e: { 'Fn::Select': [1, ['p', 'q']] } }, ctx)).toEqual({
      a: 'tname',
      b: 'arn:t',
      c: 'us-east-1/x',
      d: 'tname-arn:t-000000000000',
      e: 'q',
    });
  });
  it('throws, naming the place, on what it cannot resolve', () => {
    expect(() => resolve({ x: { Ref: 'Nope' } }, ctx)).toThrow(/x: Ref to "Nope"/);
    expect(() => resolve({ y: { 'Fn::GetAtt': ['T', 'StreamArn'] } }, ctx)).toThrow(UnresolvableError);
    expect(() => resolve({ z: { 'Fn::ImportValue': 'other' } }, ctx)).toThrow(/does not resolve Fn::ImportValue/);
  });
  it('refuses a resource type it neither runs nor leaves out', () => {
    expect(() => standIn('Q', 'AWS::Kinesis::Stream', {}, { ...places, stackName: 'S' })).toThrow(UnsupportedResourceError);
  });
  it('reads rate schedules and refuses the others', () => {
    expect(scheduleEveryMs('rate(5 minutes)', 'r')).toBe(5_000);
    expect(() => scheduleEveryMs('cron(0 * * * ? *)', 'r')).toThrow(/not rehearsed/);
  });
});

describe('route binding', () => {
  it('binds each RouteKey to the function its integration names', () => {
    const routes = boundRoutes(resolvedOf());
    expect(routes.map((r) => [r.routeKey, r.functionId]).sort()).toEqual([
      ['GET /games/{gameId}', 'ReadFunction'],
      ['POST /games/{gameId}/commands', 'CommandsFunction'],
    ]);
    expect(matchRoute(routes, 'POST', '/games/g1/commands')?.pathParameters).toEqual({ gameId: 'g1' });
    expect(matchRoute(routes, 'GET', '/games/g1/commands')).toBeNull();
  });
  it('prefers literal segments to parameters', () => {
    const routes = [
      { routeKey: 'GET /players/{id}', method: 'GET', segments: ['players', '{id}'], functionId: 'a' },
      { routeKey: 'GET /players/me', method: 'GET', segments: ['players', 'me'], functionId: 'b' },
    ];
    expect(matchRoute(routes, 'GET', '/players/me')?.route.functionId).toBe('b');
    expect(matchRoute(routes, 'GET', '/players/p1')?.route.functionId).toBe('a');
  });
  it("gives a function exactly the template's environment, intrinsics resolved, and its role's credentials", () => {
    const env = processEnvironment(functionSpec(resolvedOf(), 'CommandsFunction'), 'http://127.0.0.1:9');
    expect(env.TABLE_NAME).toBe('Stack-Table-rehearsal');
    expect(env.API_URL).toBe('http://127.0.0.1:1000');
    expect(env.AWS_ACCESS_KEY_ID).toBe('CommandsRole');
    expect(env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE).toBe('512');
    expect(env.HOME).toBeUndefined();
  });
});

describe('AWS calls read as IAM reads them', () => {
  it('names the index of a Query, each part of a transaction, and a PartiQL scan', () => {
    expect(readAwsCall({ headers: { ...signed('dynamodb'), 'x-amz-target': 'DynamoDB_20120810.Query' }, body: JSON.stringify({ TableName: 'T', IndexName: 'gsi1' }) }, known).requests).toEqual([
      { action: 'dynamodb:Query', resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/T/index/gsi1' },
    ]);
    const tx = readAwsCall({ headers: { ...signed('dynamodb'), 'x-amz-target': 'DynamoDB_20120810.TransactWriteItems' }, body: JSON.stringify({ TransactItems: [{ Put: { TableName: 'T' } }, { ConditionCheck: { TableName: 'T' } }] }) }, known);
    expect(tx.requests.map((r) => r.action)).toEqual(['dynamodb:PutItem', 'dynamodb:ConditionCheckItem']);
    const keyed = readAwsCall({ headers: { ...signed('dynamodb'), 'x-amz-target': 'DynamoDB_20120810.ExecuteStatement' }, body: JSON.stringify({ Statement: 'SELECT a FROM "T"."gsi2" WHERE gsi2pk IN [?, ?]' }) }, known);
    expect(keyed.requests[0]).toEqual({ action: 'dynamodb:PartiQLSelect', resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/T/index/gsi2', context: { 'dynamodb:FullTableScan': 'false' } });
    const scan = readAwsCall({ headers: { ...signed('dynamodb'), 'x-amz-target': 'DynamoDB_20120810.ExecuteStatement' }, body: JSON.stringify({ Statement: 'SELECT a FROM "T" WHERE other = ?' }) }, known);
    expect(scan.requests[0]?.context).toEqual({ 'dynamodb:FullTableScan': 'true' });
  });
  it("checks a subscription's calls against its topic, and refuses services it does not stand in for", () => {
    const call = readAwsCall({ headers: signed('sns'), body: 'Action=Unsubscribe&SubscriptionArn=arn%3Aaws%3Asns%3Aus-east-1%3A000000000000%3Atopic%3Aabc' }, known);
    expect(call.requests).toEqual([{ action: 'sns:Unsubscribe', resource: 'arn:aws:sns:us-east-1:000000000000:topic' }]);
    expect(() => readAwsCall({ headers: signed('sqs'), body: '' }, known)).toThrow(UnsupportedCallError);
    expect(() => readAwsCall({ headers: {}, body: '' }, known)).toThrow(/unsigned/);
  });
});

describe('policy evaluation', () => {
  const roles = rolePolicies(resolvedOf());
  const role = roles.get('CommandsRole')!;
  const table = 'arn:aws:dynamodb:us-east-1:000000000000:table/Stack-Table-rehearsal';
  it('allows what the synthesised policy grants and denies the rest, index scope included', async () => {
    expect((await evaluate(role.arn, '000000000000', role.policies, { action: 'dynamodb:PutItem', resource: table })).allowed).toBe(true);
    expect((await evaluate(role.arn, '000000000000', role.policies, { action: 'dynamodb:DeleteItem', resource: table })).result).toBe('ImplicitlyDenied');
    expect((await evaluate(role.arn, '000000000000', role.policies, { action: 'dynamodb:Query', resource: `${table}/index/gsi1` })).allowed).toBe(true);
    expect((await evaluate(role.arn, '000000000000', role.policies, { action: 'dynamodb:GetItem', resource: `${table}/index/gsi1` })).allowed).toBe(false);
  });
  it('lists the grants no call used', () => {
    const unused = unusedGrants(grantsOf(role.policies, ['dynamodb']), [{ action: 'dynamodb:GetItem', resource: table }, { action: 'dynamodb:Query', resource: `${table}/index/gsi1` }]);
    expect(unused).toEqual([{ action: 'dynamodb:PutItem', resource: table }, { action: 'dynamodb:Query', resource: table }]);
  });
});

describe('the stream mapping', () => {
  const pattern = { eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'GAME#' }, { prefix: 'FAREWELL#' }] } } } };
  const record = (seq: string, pk: string, eventName = 'INSERT') => ({ eventName, dynamodb: { SequenceNumber: seq, Keys: { pk: { S: pk } } } });
  it('filters records as Lambda filter criteria do', () => {
    expect(matchesPattern(pattern, record('1', 'GAME#g1'))).toBe(true);
    expect(matchesPattern(pattern, record('1', 'FAREWELL#p'))).toBe(true);
    expect(matchesPattern(pattern, record('1', 'INBOX#p'))).toBe(false);
    expect(matchesPattern(pattern, record('1', 'GAME#g1', 'REMOVE'))).toBe(false);
    expect(() => matchesPattern({ a: [{ numeric: ['>', 1] }] }, { a: 2 })).toThrow(/not rehearsed/);
  });
  it('delivers only what the filter selects, bisects a failing batch and reports the record that fails', async () => {
    const delivered: string[][] = [];
    const handler = mappingHandler(
      { batchSize: 25, filters: [{ Pattern: JSON.stringify(pattern) }], bisect: true, reportBatchItemFailures: true, maximumRetryAttempts: 1, eventSourceArn: 'arn:s' },
      'us-east-1',
      async (event) => {
        const seqs = (event as { Records: { dynamodb: { SequenceNumber: string } }[] }).Records.map((r) => r.dynamodb.SequenceNumber);
        delivered.push(seqs);
        return seqs.includes('3') ? { error: { errorType: 'Error', errorMessage: 'boom' } } : { result: { batchItemFailures: [] } };
      },
      () => undefined,
    );
    const out = await handler({ Records: [record('1', 'GAME#a'), record('2', 'INBOX#x'), record('3', 'GAME#b'), record('4', 'GAME#c')] as never });
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: '3' }]);
    expect(delivered[0]).toEqual(['1', '3', '4']);
    expect(delivered).toContainEqual(['1']);
    expect(delivered).toContainEqual(['3']);
  });
});

describe('planted faults', () => {
  it('a DynamoDB action removed from the commands route: the role is then denied it', async () => {
    const planted = plant(fixtureTemplate(), 'missing-action');
    expect(planted.description).toMatch(/dynamodb:PutItem removed from policy CommandsRolePolicy of role CommandsRole/);
    const role = rolePolicies(resolvedOf(planted.template)).get('CommandsRole')!;
    expect((await evaluate(role.arn, '000000000000', role.policies, { action: 'dynamodb:PutItem', resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/Stack-Table-rehearsal' })).allowed).toBe(false);
  });
  it('an environment variable removed: the function process lacks it', () => {
    const planted = plant(fixtureTemplate(), 'missing-env');
    expect(planted.description).toMatch(/TABLE_NAME removed from function CommandsFunction/);
    expect(processEnvironment(functionSpec(resolvedOf(planted.template), 'CommandsFunction'), 'http://x').TABLE_NAME).toBeUndefined();
  });
  it('a route bound to another function: the binding shows it', () => {
    const planted = plant(fixtureTemplate(), 'wrong-route');
    expect(planted.description).toMatch(/bound to .* ReadFunction/);
    expect(boundRoutes(resolvedOf(planted.template)).find((r) => r.routeKey === 'POST /games/{gameId}/commands')?.functionId).toBe('ReadFunction');
  });
});

describe('diagnosis', () => {
  it("names a function's logged error, so a missing variable shows in the output", () => {
    const line = JSON.stringify({ level: 'ERROR', message: 'unhandled error', error: { name: 'Error', message: 'TABLE_NAME is not set', stack: 'at x' } });
    expect(readableLogLine(line)).toBe('ERROR unhandled error: Error: TABLE_NAME is not set');
    expect(readableLogLine('plain text')).toBe('plain text');
  });
  it('names a route bound to a function built for another route', async () => {
    const resolved = resolvedOf(plant(fixtureTemplate(), 'wrong-route').template);
    for (const id of ['CommandsFunction', 'ReadFunction']) (resolved.properties(id) as Record<string, unknown>).Description = id === 'CommandsFunction' ? 'POST /games/{gameId}/commands (submitCommand)' : 'GET /games/{gameId} (getGame)';
    const bindingCheck = routeChecks.find((c) => c.name.includes('bound to the function built for it'))!;
    await expect(bindingCheck.run({ routes: boundRoutes(resolved), resolved } as never)).rejects.toThrow('POST /games/{gameId}/commands reaches ReadFunction, which is "GET /games/{gameId} (getGame)"');
  });
});
