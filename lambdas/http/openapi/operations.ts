/**
 * What openapi.yaml says of each operation beyond what the code already fixes: the prose, the
 * examples, the successful answers, and the problems its use case can answer with. The rest comes
 * from the route table and the route implementations (auth, the body schema), the problem
 * catalogue and the middy stack, so it cannot be forgotten here: see document.ts.
 *
 * The type requires an entry for every operationId and no other.
 */
import type { OperationId } from '../route-table.js';
import type { OperationDoc } from './operation-doc.js';
import { accountOperationDocs } from './operations-accounts.js';
import { gameOperationDocs } from './operations-games.js';
import { ratingOperationDocs } from './operations-ratings.js';
import { timeOperationDocs } from './operations-time.js';
import { notificationOperationDocs } from './operations-notifications.js';
import { webhookOperationDocs } from './operations-webhooks.js';
import { calendarOperationDocs } from './operations-calendar.js';

export type { HeaderName, OperationDoc, ParameterName, SuccessDoc, Tag } from './operation-doc.js';

export const operationDocs: { readonly [Id in OperationId]: OperationDoc } = { ...accountOperationDocs, ...gameOperationDocs, ...webhookOperationDocs, ...timeOperationDocs, ...calendarOperationDocs, ...notificationOperationDocs, ...ratingOperationDocs };
