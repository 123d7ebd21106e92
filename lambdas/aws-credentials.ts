/**
 * What the deployed bundles use in place of the AWS SDK's default credential chain
 * (`@aws-sdk/credential-provider-node`, swapped for this module at bundle time: see
 * LAMBDA_BUNDLE_ALIASES in infra/constructs/bundled-function.ts). In Lambda the function's role
 * credentials are always in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), so the chain's other sources (shared config files, SSO, web identity, the
 * container and instance metadata endpoints, with the STS/SSO clients they carry: about 130 KB of
 * minified code, a fifth of a bundle) are never used, yet every cold start parsed them.
 * Local runs and tests are not bundled and keep the SDK's own chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The one export of @aws-sdk/credential-provider-node the SDK's clients import. */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
