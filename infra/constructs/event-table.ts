/**
 * The one DynamoDB table (docs/architecture.md §3), built from `tableSchema`, the same plain-data description
 * local/ and the tests turn into a CreateTable request, so key names and types are stated once.
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableSchema } from '../../lambdas/store/table-schema.js';

export interface EventTableProps {
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
}

const attributeTypes = { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY } as const;
const streamViews = {
  NEW_IMAGE: StreamViewType.NEW_IMAGE,
  OLD_IMAGE: StreamViewType.OLD_IMAGE,
  NEW_AND_OLD_IMAGES: StreamViewType.NEW_AND_OLD_IMAGES,
  KEYS_ONLY: StreamViewType.KEYS_ONLY,
} as const;

function attribute(key: { readonly name: string; readonly type: keyof typeof attributeTypes }): Attribute {
  return { name: key.name, type: attributeTypes[key.type] };
}

export class EventTable extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: EventTableProps) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: attribute(tableSchema.partitionKey),
      sortKey: attribute(tableSchema.sortKey),
      globalSecondaryIndexes: tableSchema.globalIndexes.map((index) => ({
        indexName: index.name,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
      })),
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
      dynamoStream: streamViews[tableSchema.stream],
      // On-demand: a turn-based game idles for hours, so paying per request costs ~nothing at rest.
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
  }
}
