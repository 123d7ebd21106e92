/** Lambda entry for the deadline sweeper, run by an EventBridge schedule. */
import { buildSweepDeps } from '../app/build-context.js';
import { sweep, type SweepDeps, type SweepReport } from '../app/sweeper.js';
import { logger } from '../logger.js';
import { backgroundOptions } from './environment.js';

let deps: SweepDeps | undefined;

export const handler = async (): Promise<SweepReport> => {
  deps ??= buildSweepDeps(backgroundOptions());
  const report = await sweep(deps);
  if (report.games > 0) logger.info('sweep done', { ...report });
  return report;
};
