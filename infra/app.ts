/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy` run this (see cdk.json). Synthesis needs no AWS
 * credentials: the stack is environment-agnostic (account and region come from the CLI's
 * credentials at deploy time) and bundling uses the local esbuild.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings } from './settings.js';
import { WhitechapelStack } from './whitechapel-stack.js';

const app = new App();
const settings = readSettings(app.node);

new WhitechapelStack(app, settings.stackName, {
  stackName: settings.stackName,
  description: 'Whitechapel: asynchronous Ripper Rummy and Mr. Jack (HTTP API, Lambda, DynamoDB, SNS)',
  settings,
});

if (settings.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
