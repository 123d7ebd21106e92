// `npm start -- --dynamodb-endpoint URL` on DynamoDB in AWS (local/aws/aws-endpoint.ts): the region is the
// endpoint's, the Streams API is on its own host, and the caller's own credentials are left to the
// SDK; every other endpoint (DynamoDB Local, LocalStack) gets the local stand-ins as before.
import { describe, expect, it } from 'vitest';
import { awsDynamoRegion, prepareSdkEnvironment, streamsEndpoint } from '../../../local/aws/aws-endpoint.js';

describe('a DynamoDB endpoint in AWS or elsewhere', () => {
  it('names the region of AWS endpoints only', () => {
    expect(awsDynamoRegion('https://dynamodb.eu-west-1.amazonaws.com')).toBe('eu-west-1');
    expect(awsDynamoRegion('https://DynamoDB.us-east-2.amazonaws.com/')).toBe('us-east-2');
    expect(awsDynamoRegion('https://dynamodb.us-gov-west-1.amazonaws.com')).toBe('us-gov-west-1');
    expect(awsDynamoRegion('https://dynamodb.cn-north-1.amazonaws.com.cn')).toBe('cn-north-1');
    for (const other of ['http://localhost:8000', 'http://127.0.0.1:4566', 'http://localstack:4566', 'https://example.com/dynamodb.eu-west-1.amazonaws.com', 'https://dynamodb.eu-west-1.amazonaws.com.example.com', 'not a url']) {
      expect(awsDynamoRegion(other), other).toBeNull();
    }
  });

  it('finds the Streams API on its own host in AWS, on the same endpoint elsewhere', () => {
    expect(streamsEndpoint('https://dynamodb.eu-west-1.amazonaws.com')).toBe('https://streams.dynamodb.eu-west-1.amazonaws.com');
    expect(streamsEndpoint('https://dynamodb.cn-north-1.amazonaws.com.cn/')).toBe('https://streams.dynamodb.cn-north-1.amazonaws.com.cn');
    expect(streamsEndpoint('http://localhost:8000')).toBe('http://localhost:8000');
  });

  it('fills in stand-in credentials for a local DynamoDB, never for AWS, and takes the region from an AWS endpoint', () => {
    const local: NodeJS.ProcessEnv = {};
    prepareSdkEnvironment('http://localhost:8000', local);
    expect(local).toMatchObject({ AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_REGION: 'us-east-1' });
    const started: NodeJS.ProcessEnv = {};
    prepareSdkEnvironment(undefined, started);
    expect(started.AWS_ACCESS_KEY_ID).toBe('local');

    const aws: NodeJS.ProcessEnv = { AWS_PROFILE: 'team' };
    prepareSdkEnvironment('https://dynamodb.eu-west-1.amazonaws.com', aws);
    expect(aws.AWS_ACCESS_KEY_ID).toBeUndefined();
    expect(aws.AWS_SECRET_ACCESS_KEY).toBeUndefined();
    expect(aws.AWS_REGION).toBe('eu-west-1');
    expect(aws.AWS_PROFILE).toBe('team');

    // What the caller set is kept, there and locally.
    const set: NodeJS.ProcessEnv = { AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'AKIA…', AWS_SECRET_ACCESS_KEY: 's' };
    prepareSdkEnvironment('https://dynamodb.eu-west-1.amazonaws.com', set);
    expect(set).toMatchObject({ AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'AKIA…' });
    const setLocal: NodeJS.ProcessEnv = { AWS_ACCESS_KEY_ID: 'mine', AWS_SECRET_ACCESS_KEY: 'mine' };
    prepareSdkEnvironment('http://localhost:8000', setLocal);
    expect(setLocal.AWS_ACCESS_KEY_ID).toBe('mine');
  });
});
