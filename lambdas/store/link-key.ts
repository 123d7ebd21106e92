/**
 * The key that signs unsubscribe links, from AWS Secrets Manager: a secret the stack generates
 * (infra/), named by LINK_KEY_SECRET_ARN, read once per cold start by the functions that sign or
 * check links and granted to them alone (secretsmanager:GetSecretValue on that one secret).
 * `new SecretsManagerClient({})` honours AWS_ENDPOINT_URL_SECRETS_MANAGER like the other clients.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createHash } from 'node:crypto';

/** Reads the secret and derives a 32-byte HMAC key from its text. */
export function secretsManagerLinkKey(secretArn: string, client: () => SecretsManagerClient = () => new SecretsManagerClient({})): () => Promise<Uint8Array> {
  return async () => {
    const out = await client().send(new GetSecretValueCommand({ SecretId: secretArn }));
    if (!out.SecretString || out.SecretString.length < 32) throw new Error('the link key secret is missing or too short');
    return linkKeyFromText(out.SecretString);
  };
}

/** A 32-byte key from a secret's text (any length ≥ 32 characters of generated randomness). */
export function linkKeyFromText(text: string): Uint8Array {
  return createHash('sha256').update(`whitechapel/unsubscribe-links\n${text}`).digest();
}
