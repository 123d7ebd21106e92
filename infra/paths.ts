/**
 * Where things are in the repository, resolved from this file so that `cdk synth`, the tests and
 * any working directory agree.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  repoRoot,
  lockFile: join(repoRoot, 'package-lock.json'),
  tsconfig: join(repoRoot, 'tsconfig.json'),
  openApi: join(repoRoot, 'openapi.yaml'),
  httpHandler: (entry: string) => join(repoRoot, 'lambdas', 'handlers', 'http', `${entry}.ts`),
  streamHandler: join(repoRoot, 'lambdas', 'handlers', 'stream.ts'),
  sweeperHandler: join(repoRoot, 'lambdas', 'handlers', 'sweeper.ts'),
} as const;
