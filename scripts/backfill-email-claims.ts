/**
 * Claims the address of every player registered before one player per address (see
 * lambdas/store/accounts/backfill-email-claims.ts). Run once after deploying, with credentials that may
 * Scan, GetItem and PutItem on the table:
 *
 *   TABLE_NAME=<the stack's TableName output> npx tsx scripts/backfill-email-claims.ts
 *
 * Locally, against `npm start`'s DynamoDB Local: add AWS_ENDPOINT_URL_DYNAMODB=<its endpoint>.
 */
import { backfillEmailClaims } from '../lambdas/store/accounts/backfill-email-claims.js';
import { sharedDocumentClient, tableName } from '../lambdas/store/dynamo.js';

const report = await backfillEmailClaims(sharedDocumentClient(), tableName());
console.log(`players: ${report.players}, addresses claimed now: ${report.claimed}, claimed before: ${report.alreadyClaimed}`);
for (const c of report.conflicts) console.log(`not claimed: ${c.email} of ${c.playerId} (held by ${c.heldBy})`);
process.exitCode = report.conflicts.length > 0 ? 2 : 0;
