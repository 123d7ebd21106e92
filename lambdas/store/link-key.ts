/**
 * The key that signs unsubscribe links, from AWS Secrets Manager: a secret the stack generates
 * (infra/), named by LINK_KEY_SECRET_ARN, read once per cold start by the functions that sign or
 * check links and granted to them alone (secretsmanager:GetSecretValue on that one secret).
 * `new SecretsManagerClient({})` honours AWS_ENDPOINT_URL_SECRETS_MANAGER like the other clients.
 * Only the functions whose route (or background job) declares `secrets: ['linkKey']` import this
 * file (see wiring.ts), so the others' bundles do not carry the Secrets Manager client.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { linkKeyFromText } from '../app/accounts/unsubscribe-links.js';

/** Reads the secret and derives a 32-byte HMAC key from its text. */
export function secretsManagerLinkKey(secretArn: string, client: () => SecretsManagerClient = () => new SecretsManagerClient({})): () => Promise<Uint8Array> {
  return async () => {
    const out = await client().send(new GetSecretValueCommand({ SecretId: secretArn }));
    if (!out.SecretString || out.SecretString.length < 32) throw new Error('the link key secret is missing or too short');
    return linkKeyFromText(out.SecretString);
  };
}
