// The unsubscribe-link key in AWS: the generated Secrets Manager secret, read once per process
// (however many links are signed), a failed read retried by the next use.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { hmacUnsubscribeLinks, keptKey } from '../../../lambdas/app/accounts/unsubscribe-links.js';
import { secretsManagerLinkKey } from '../../../lambdas/store/link-key.js';

const ARN = 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:LinkKey-abcdef';
const sm = mockClient(SecretsManagerClient);

beforeEach(() => sm.reset());

describe('the link key from Secrets Manager', () => {
  it('is read once, and signs the same links in every part of the process', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'k'.repeat(64) });
    const key = keptKey(secretsManagerLinkKey(ARN, () => new SecretsManagerClient({ region: 'eu-west-1' })));
    const a = hmacUnsubscribeLinks(key);
    const b = hmacUnsubscribeLinks(key);
    const t = await a.token('p1', 'email');
    expect(await b.token('p1', 'email')).toBe(t);
    expect(await b.verify(t)).toEqual({ playerId: 'p1', kind: 'email' });
    expect(sm.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input)).toEqual([{ SecretId: ARN }]);
  });

  it('retries a failed read on the next use, and refuses a secret too short to be one', async () => {
    sm.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'short' });
    const key = keptKey(secretsManagerLinkKey(ARN, () => new SecretsManagerClient({ region: 'eu-west-1' })));
    await expect(key()).rejects.toThrow('throttled');
    await expect(key()).rejects.toThrow('too short');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
