/**
 * The move's cost sections of `npm run bench` (see storage/ and cold-start.ts): capacity units
 * and item sizes per game, dollars per million moves, latency against the floor and against the
 * game's length, and cold start against a bare DynamoDB client. `tsx bench/move-cost.ts [--quick]`
 * runs them alone; `--latency` and/or `--cold-start` run only those sections (`--result <file>`:
 * the sections' JSON goes to that file, as own-process.ts reads it). The latency section runs in a
 * process of its own (own-process.ts).
 */
import { writeFileSync } from 'node:fs';
import { benchColdStart } from './cold-start.js';
import { benchLatencyInOwnProcess } from './own-process.js';
import { benchCapacity } from './storage/capacity.js';
import { benchLatency } from './storage/latency.js';

export async function benchMoveCost(opts: { quick: boolean; log?: (line: string) => void }) {
  const log = opts.log ?? ((line: string) => console.log(line));
  const { capacity, cost, floorWithConsumer } = await benchCapacity({ quick: opts.quick, log });
  const latency = { ...(await benchLatencyInOwnProcess({ quick: opts.quick, log })), withStreamConsumer: floorWithConsumer };
  const coldStart = await benchColdStart({ quick: opts.quick, log });
  return { capacity, cost, latency, coldStart };
}

/** The printed table: one line per game, then latency and cold start. */
export function moveCostTable(r: Awaited<ReturnType<typeof benchMoveCost>>): string[] {
  const lines = ['game            write units/cmd  read units/cmd  largest item  $/million moves (before e-mail)'];
  for (const [game, c] of Object.entries(r.capacity) as [string, { writeUnitsPerCommand: number; readUnitsPerCommand: number; itemBytesMax: number }][]) {
    const usd = (r.cost[game] as { usdPerMillionMoves: number } | undefined)?.usdPerMillionMoves;
    lines.push(`${game.padEnd(16)}${String(c.writeUnitsPerCommand).padStart(15)}${String(c.readUnitsPerCommand).padStart(16)}${`${c.itemBytesMax} B`.padStart(14)}  ${usd}`);
  }
  lines.push(`latency  command ÷ floor (raw Query + conditional Put): ${r.latency.ratioToFloor}  (95% interval ${r.latency.ratioInterval.join('–')}; ${r.latency.commandMsP50} ms ÷ ${r.latency.floorMsP50} ms; with the stream consumer running: ${r.latency.withStreamConsumer.ratio}; a bare HTTP round trip of the same answer: ${r.latency.httpHopShareOfFloor} of the floor)`);
  lines.push(`latency  command ÷ floor in a process that does not remember the game (Query + PutItem): ${r.latency.withoutMemory.ratioToFloor}  (95% interval ${r.latency.withoutMemory.ratioInterval.join('–')}; ${r.latency.withoutMemory.commandMsP50} ms ÷ ${r.latency.withoutMemory.floorMsP50} ms)`);
  lines.push(`latency  version ~1000 ÷ version ~10: ${r.latency.lengthRatio}  (${r.latency.lateMsP50} ms ÷ ${r.latency.earlyMsP50} ms)`);
  lines.push(`cold start  worst bundle ÷ bare DynamoDB GetItem bundle: ${r.coldStart.initRatio} (${r.coldStart.worst}; 95% interval ${r.coldStart.initRatioInterval.join('–')}; over 1.3 surely: ${r.coldStart.surelyOverTarget.join(', ') || 'none'}, maybe: ${r.coldStart.maybeOverTarget.length} of ${Object.keys(r.coldStart.byBundle).length}; baseline ${r.coldStart.baselineMs} ms); worst HTTP route ${r.coldStart.initRatioHttp} (${r.coldStart.worstHttp}); by CPU time ${r.coldStart.initCpuRatio} (${r.coldStart.worstCpu}; baseline ${r.coldStart.baselineCpuMs} ms); ÷ the baseline built as ours are: ${r.coldStart.initRatioToTrimmed} (CPU ${r.coldStart.initCpuRatioToTrimmed})`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const quick = process.argv.includes('--quick');
  // `--latency` or `--cold-start` run that section alone (minutes less than whole games of every variant).
  const latencyOnly = process.argv.includes('--latency');
  const coldOnly = process.argv.includes('--cold-start');
  if (latencyOnly || coldOnly) {
    const log = (line: string) => console.log(line);
    const r = { ...(latencyOnly ? { latency: await benchLatency({ quick, log }) } : {}), ...(coldOnly ? { coldStart: await benchColdStart({ quick, log }) } : {}) };
    const resultAt = process.argv.indexOf('--result');
    const resultFile = resultAt < 0 ? undefined : process.argv[resultAt + 1];
    if (resultFile) writeFileSync(resultFile, JSON.stringify(r));
    else console.log(JSON.stringify(r, null, 2));
  } else {
    const r = await benchMoveCost({ quick });
    for (const line of moveCostTable(r)) console.log(line);
    console.log(JSON.stringify(r, null, 2));
  }
}
