/** Lambda entry for the deadline sweeper, run by an EventBridge schedule. */
import { sweep, type SweepReport } from '../app/background/sweeper.js';
import { logger } from '../logger.js';
import { processSweepDeps } from '../wiring.js';
import { backgroundAdapters } from './background-adapters.js';

export const handler = async (): Promise<SweepReport> => {
  const report = await sweep(processSweepDeps(backgroundAdapters));
  if (report.games > 0 || report.farewells > 0) logger.info('sweep done', { ...report });
  return report;
};
