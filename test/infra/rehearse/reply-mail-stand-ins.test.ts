// With replyMailDomain set, the rehearsal still reads the whole template: the SES receipt rule set
// and rule are left out with their reason (no mail is received locally), not refused as unknown.
import { describe, expect, it } from 'vitest';
import { readAssembly, resolveAssembly } from '../../../infra/rehearse/template/assembly.js';
import { logicalId, synthStack } from '../support.js';

describe('the rehearsal of a stack that receives mail', () => {
  it('leaves the SES receipt rule set and rule out with the reason, and stands in for the rest', () => {
    const { stack, outdir } = synthStack({ replyMailDomain: 'mail.play.example' });
    const resolved = resolveAssembly(readAssembly(outdir), { apiHost: '127.0.0.1:1000', webHost: '127.0.0.1:2000' });
    const ses = [...resolved.standIns.entries()].filter(([, s]) => s.type.startsWith('AWS::SES::'));
    expect(ses.map(([, s]) => s.type).sort()).toEqual(['AWS::SES::ReceiptRule', 'AWS::SES::ReceiptRuleSet']);
    for (const [, s] of ses) expect([s.runs, s.leftOutBecause]).toEqual([null, expect.stringContaining('no mail is received locally')]);
    const fn = logicalId(stack.replyMail!.handler.function);
    expect(resolved.standIns.get(fn)?.runs).toContain('its own Node process');
    // Its environment resolves against the stand-ins (the bucket's name, the domain as written).
    const env = (resolved.properties(fn).Environment as { Variables: Record<string, string> }).Variables;
    expect(env.REPLY_MAIL_DOMAIN).toBe('mail.play.example');
    expect(env.RAW_MAIL_BUCKET).toMatch(/^whitechapel-replymailrawmail/);
  });
});
