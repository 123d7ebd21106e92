/**
 * `npm start`: the whole service on this machine. Flags: --port N (or PORT), --data DIR (keep
 * everything on disk in DIR, created if missing, relative to where npm was run; default in memory),
 * --dynamodb-endpoint URL (or DYNAMODB_ENDPOINT: use a DynamoDB that is already running instead of
 * starting DynamoDB Local; the table is created if missing), --smtp-port N (or SMTP_PORT; default
 * 2525, 0 for a free one: where replies to the mails are taken by SMTP, docs/play-by-mail.md).
 * Stops cleanly on SIGINT/SIGTERM/SIGHUP.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalRuntime } from './runtime.js';

const { values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' }, 'dynamodb-endpoint': { type: 'string' }, 'smtp-port': { type: 'string' } } });
const smtpPort = Number(values['smtp-port'] ?? process.env.SMTP_PORT ?? 2525);
const port = Number(values.port ?? process.env.PORT ?? 3000);
const dynamoEndpoint = values['dynamodb-endpoint'] ?? process.env.DYNAMODB_ENDPOINT;
const started = Date.now();
console.log('Whitechapel local runtime starting…');
// npm runs scripts in the package's folder; INIT_CWD is where `npm start` was typed.
const dataDir = values.data === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), values.data);
const runtime = await startLocalRuntime({ port, smtpPort, ...(dataDir ? { dataDir } : {}), ...(dynamoEndpoint ? { dynamoEndpoint } : {}), log: (l) => console.log(`  ${l}`) }).catch((e: Error & { code?: string }) => {
  const hint = e.code === 'EADDRINUSE' ? ` Port ${port} or ${smtpPort} is taken: set others with PORT=… or --port, SMTP_PORT=… or --smtp-port.` : '';
  const message = e.message.trimEnd();
  console.error(`Could not start: ${message}${/[.)]$/.test(message) ? '' : '.'}${hint}`);
  process.exit(1);
});
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    // A second Ctrl+C: leave now (DynamoDB Local's watchdog stops it when this process is gone).
    if (signal === 'SIGINT') process.exit(130);
    return;
  }
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await runtime.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));
