/**
 * The local runtime's key for unsubscribe links (in AWS: a generated Secrets Manager secret). With
 * a data directory it is generated once and kept there (`link-key`, readable by its owner only),
 * so links in mails of earlier runs keep working; in memory, each run makes its own.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { linkKeyFromText } from '../../lambdas/app/accounts/unsubscribe-links.js';

export function localLinkKey(file?: string): () => Promise<Uint8Array> {
  let text: string;
  if (file && existsSync(file)) text = readFileSync(file, 'utf8').trim();
  else {
    text = randomBytes(48).toString('base64url');
    if (file) writeFileSync(file, `${text}\n`, { mode: 0o600 });
  }
  const key = linkKeyFromText(text);
  return async () => key;
}
