/**
 * `npm run soak`: the crash-recovery check of the self-hosted runtime on a bigger run than the test
 * suite's (test/system/crash-restart.test.ts): a few hundred games, more crashes, longer traffic.
 * Prints what it measured and every broken promise; exits 1 if there is one.
 *
 *   npm run soak -- --games 300 --bots 3 --crashes 5 --traffic-ms 15000
 *
 * The catch-up limit holds while the stream consumer keeps up with the traffic before the crash
 * (`behindAtLastCrash` small). More bots than the consumer can follow (on 2 busy cores, about 10–20
 * game versions a second against DynamoDB Local on disk) leave a backlog at the crash, and catching
 * up then takes as long as that backlog needs.
 */
import { parseArgs } from 'node:util';
import { crashSoak } from '../test/support/crash-soak.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '300' },
    bots: { type: 'string', default: '3' },
    crashes: { type: 'string', default: '5' },
    'traffic-ms': { type: 'string', default: '15000' },
    'catch-up-ms': { type: 'string', default: '5000' },
  },
});
const started = Date.now();
const report = await crashSoak({
  games: Number(values.games),
  bots: Number(values.bots),
  crashes: Number(values.crashes),
  trafficMs: Number(values['traffic-ms']),
  log: (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`),
});
const limit = Number(values['catch-up-ms']);
if (report.catchUpMs > limit) report.problems.push(`the game lists took ${report.catchUpMs} ms to catch up (limit ${limit} ms)`);
console.log(JSON.stringify(report, null, 2));
console.log(report.problems.length === 0 ? 'soak: passed' : `soak: ${report.problems.length} problem(s)`);
process.exit(report.problems.length === 0 ? 0 : 1);
