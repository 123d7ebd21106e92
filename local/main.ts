/**
 * `npm start`: the whole service on this machine. Flags: --port N (or PORT), --data DIR (keep
 * DynamoDB data on disk; default in memory), --dynamodb-endpoint URL (or DYNAMODB_ENDPOINT: use a
 * DynamoDB that is already running instead of starting DynamoDB Local; the table is created if
 * missing). Stops cleanly on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startLocalRuntime } from './runtime.js';

const { values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' }, 'dynamodb-endpoint': { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const dynamoEndpoint = values['dynamodb-endpoint'] ?? process.env.DYNAMODB_ENDPOINT;
const started = Date.now();
console.log('Whitechapel local runtime starting…');
const runtime = await startLocalRuntime({ port, ...(values.data ? { dataDir: values.data } : {}), ...(dynamoEndpoint ? { dynamoEndpoint } : {}), log: (l) => console.log(`  ${l}`) }).catch((e: Error & { code?: string }) => {
  const hint = e.code === 'EADDRINUSE' ? ` Port ${port} is taken: set another with PORT=… or --port.` : '';
  console.error(`Could not start: ${e.message}.${hint}`);
  process.exit(1);
});
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await runtime.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
