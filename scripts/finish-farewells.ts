/**
 * Finishes the farewells of deleted accounts that the stream consumer gave up on (lambdas/app/farewell.ts):
 * each deleted player's open games let go and the address's subscriptions removed, then the
 * farewell deleted. Run it when the stream's failure queue holds a farewell's record (its alarm
 * fires), with credentials that may Scan, Query, PutItem and DeleteItem on the table and
 * Unsubscribe on the topic:
 *
 *   TABLE_NAME=<TableName output> TOPIC_ARN=<the notification topic> npx tsx scripts/finish-farewells.ts
 *
 * Locally, against `npm start`'s DynamoDB Local and fake SNS: add AWS_ENDPOINT_URL_DYNAMODB and
 * AWS_ENDPOINT_URL_SNS. Running it again finds nothing more to do.
 */
import { backgroundAdapters } from '../lambdas/handlers/background-adapters.js';
import { finishFarewellsLeft } from '../lambdas/app/farewell.js';
import { farewellsLeft } from '../lambdas/store/farewell-store.js';
import { environment, farewellDeps } from '../lambdas/wiring.js';

if (!process.env.TOPIC_ARN) {
  console.error('TOPIC_ARN is not set: the addresses could not be unsubscribed. Nothing done.');
  process.exit(1);
}
const env = environment({}, backgroundAdapters);
const report = await finishFarewellsLeft(farewellDeps(env), farewellsLeft(env.doc, env.table));
console.log(`farewells finished: ${report.finished.length}`);
for (const f of report.failed) console.log(`not finished: ${f.playerId}: ${f.error}`);
process.exitCode = report.failed.length > 0 ? 2 : 0;
