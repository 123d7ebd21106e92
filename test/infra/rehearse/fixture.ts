/** A small template in the shape `cdk synth` writes for this stack: one table, two routes, their functions and roles. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from '../../../infra/rehearse/template/assembly.js';

const fn = (role: string, key: string) => ({
  Type: 'AWS::Lambda::Function',
  Properties: {
    Code: { S3Bucket: { 'Fn::Sub': 'cdk-assets-${AWS::AccountId}-${AWS::Region}' }, S3Key: key },
    Handler: 'index.handler',
    Runtime: 'nodejs22.x',
    MemorySize: 512,
    Timeout: 10,
    Role: { 'Fn::GetAtt': [role, 'Arn'] },
    Environment: { Variables: { TABLE_NAME: { Ref: 'Table' }, API_URL: { 'Fn::GetAtt': ['Api', 'ApiEndpoint'] }, LOG_LEVEL: 'INFO' } },
  },
});

const route = (key: string, integration: string) => ({ Type: 'AWS::ApiGatewayV2::Route', Properties: { ApiId: { Ref: 'Api' }, RouteKey: key, Target: { 'Fn::Join': ['', ['integrations/', { Ref: integration }]] } } });
const integration = (fnId: string) => ({ Type: 'AWS::ApiGatewayV2::Integration', Properties: { ApiId: { Ref: 'Api' }, IntegrationType: 'AWS_PROXY', IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] }, PayloadFormatVersion: '2.0' } });
const policy = (role: string, actions: string[]) => ({
  Type: 'AWS::IAM::Policy',
  Properties: {
    PolicyName: `${role}Policy`,
    Roles: [{ Ref: role }],
    PolicyDocument: {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: actions, Resource: { 'Fn::GetAtt': ['Table', 'Arn'] } },
        { Effect: 'Allow', Action: 'dynamodb:Query', Resource: [{ 'Fn::GetAtt': ['Table', 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/index/*']] }] },
      ],
    },
  },
});

export function fixtureTemplate(): Template {
  return {
    Resources: {
      Table: { Type: 'AWS::DynamoDB::GlobalTable', Properties: { KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }] } },
      Api: { Type: 'AWS::ApiGatewayV2::Api', Properties: {} },
      CommandsRole: { Type: 'AWS::IAM::Role', Properties: {} },
      ReadRole: { Type: 'AWS::IAM::Role', Properties: {} },
      CommandsRolePolicy: policy('CommandsRole', ['dynamodb:GetItem', 'dynamodb:PutItem']),
      ReadRolePolicy: policy('ReadRole', ['dynamodb:GetItem']),
      CommandsFunction: fn('CommandsRole', 'commands.zip'),
      ReadFunction: fn('ReadRole', 'read.zip'),
      CommandsIntegration: integration('CommandsFunction'),
      ReadIntegration: integration('ReadFunction'),
      CommandsRoute: route('POST /games/{gameId}/commands', 'CommandsIntegration'),
      ReadRoute: route('GET /games/{gameId}', 'ReadIntegration'),
    },
  } as Template;
}

/** A cloud assembly folder holding `template` and an asset folder per function. */
export function fixtureAssemblyDir(template: Template): string {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-fixture-'));
  const files: Record<string, unknown> = {};
  for (const key of ['commands', 'read']) {
    mkdirSync(join(dir, `asset.${key}`));
    writeFileSync(join(dir, `asset.${key}`, 'index.mjs'), 'export const handler = async () => ({ statusCode: 200 });\n');
    files[key] = { source: { path: `asset.${key}`, packaging: 'zip' }, destinations: { d: { objectKey: `${key}.zip` } } };
  }
  writeFileSync(join(dir, 'Stack.template.json'), JSON.stringify(template));
  writeFileSync(join(dir, 'Stack.assets.json'), JSON.stringify({ files }));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      artifacts: {
        'Stack.assets': { type: 'cdk:asset-manifest', properties: { file: 'Stack.assets.json' } },
        Stack: { type: 'aws:cloudformation:stack', properties: { templateFile: 'Stack.template.json' } },
      },
    }),
  );
  return dir;
}
