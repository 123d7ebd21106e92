// The memory of recent versions a warm HTTP process keeps (lambdas/store/recent-versions.ts).
import { describe, expect, it } from 'vitest';
import { recentVersions } from '../../../lambdas/store/recent-versions.js';

const item = (v: number) => ({ sk: { N: String(v) } });

describe('recent versions', () => {
  it('keeps the newest version of a game and never steps back to an older one', () => {
    const r = recentVersions(10);
    r.keep('g', 5, item(5));
    r.keep('g', 4, item(4)); // a slower read of one process finishing after its own append
    expect(r.get('g')).toEqual(item(5));
    r.keep('g', 6, item(6));
    expect(r.get('g')).toEqual(item(6));
    r.forget('g');
    expect(r.get('g')).toBeUndefined();
  });

  it('forgets the least recently used game beyond its capacity', () => {
    const r = recentVersions(2);
    r.keep('a', 1, item(1));
    r.keep('b', 1, item(1));
    r.get('a'); // used: b is now the oldest
    r.keep('c', 1, item(1));
    expect([r.get('a'), r.get('b'), r.get('c')]).toEqual([item(1), undefined, item(1)]);
  });

  it('keeps nothing with a capacity of 0', () => {
    const r = recentVersions(0);
    r.keep('a', 1, item(1));
    expect(r.get('a')).toBeUndefined();
  });
});
