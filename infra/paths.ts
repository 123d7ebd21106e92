/**
 * Where things are in the repository, resolved from this file so that `cdk synth`, the tests and
 * any working directory agree.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { handlerFile, type OperationId } from '../lambdas/http/route-table.js';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  repoRoot,
  lockFile: join(repoRoot, 'package-lock.json'),
  tsconfig: join(repoRoot, 'tsconfig.json'),
  openApi: join(repoRoot, 'openapi.yaml'),
  /** The built web client (npm run build:web). */
  webDist: join(repoRoot, 'web', 'dist'),
  /** The built API reference (npm run build:docs, scripts/build-docs.mjs). */
  docsPage: join(repoRoot, 'dist', 'docs', 'index.html'),
  /** The entry file of a route's Lambda: lambdas/handlers/http/<operation-id>.ts. */
  httpHandler: (operationId: OperationId) => join(repoRoot, 'lambdas', 'handlers', 'http', `${handlerFile(operationId)}.ts`),
  streamHandler: join(repoRoot, 'lambdas', 'handlers', 'stream.ts'),
  sweeperHandler: join(repoRoot, 'lambdas', 'handlers', 'sweeper.ts'),
  inboundMailHandler: join(repoRoot, 'lambdas', 'handlers', 'inbound', 'ses-inbound.ts'),
} as const;
