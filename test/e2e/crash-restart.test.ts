// Self-hosting: `npm start -- --data DIR` survives crashes. Games are played by concurrent bots
// while the runtime's whole process group is killed with SIGKILL three times and started again on
// the same data directory. Afterwards every acknowledged command is in the history (versions 0..n,
// no gap, no repeat), the game lists catch up within 5 s of "Ready", the outbox still holds every
// earlier mail with no (game, version, kind, player) twice and every sent-mark matched, and no
// DynamoDB Local is left running. The heavier version of the same run: `npm run soak`.
import { describe, expect, it } from 'vitest';
import { crashSoak } from '../support/crash-soak.js';

describe('npm start -- --data: crashes', () => {
  it('loses no acknowledged command and no mail, sends none twice, and catches up within 5 s', async () => {
    const report = await crashSoak({ games: 40, bots: 2, crashes: 3, trafficMs: 4_000, log: (l) => console.log(l) });
    console.log(JSON.stringify({ ...report, problems: report.problems.length }));
    expect(report.problems).toEqual([]);
    expect(report.acked).toBeGreaterThan(50);
    expect(report.mails).toBeGreaterThan(20);
    expect(report.jvmGoneMs).toBeLessThan(10_000);
    expect(report.catchUpMs).toBeLessThan(5_000);
  }, 240_000);
});
