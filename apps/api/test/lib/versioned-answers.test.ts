import { describe, expect, it } from 'vitest';
import { VersionedAnswers } from '../../src/lib/versioned-answers.ts';

describe('VersionedAnswers', () => {
  it('answers again only to the version the answer was made at', () => {
    const answers = new VersionedAnswers(1_000);
    answers.set('hid_A /delivery/', 3, '{"count":1}');
    expect(answers.get('hid_A /delivery/', 3)).toBe('{"count":1}');
    expect(answers.get('hid_A /delivery/', 4)).toBeUndefined();
    expect(answers.get('hid_B /delivery/', 3)).toBeUndefined();
  });

  it('keeps the newer answer when a slower read of an older version comes back', () => {
    const answers = new VersionedAnswers(1_000);
    answers.set('key', 5, 'new');
    answers.set('key', 4, 'old');
    expect(answers.get('key', 5)).toBe('new');
    answers.set('key', 6, 'newer');
    expect(answers.get('key', 6)).toBe('newer');
  });

  it('keeps at most its size in characters, the least recently used going first', () => {
    const answers = new VersionedAnswers(10);
    answers.set('a', 1, 'aaaa');
    answers.set('b', 1, 'bbbb');
    expect(answers.get('a', 1)).toBe('aaaa');
    answers.set('c', 1, 'cccc');
    expect(answers.get('b', 1)).toBeUndefined();
    expect(answers.get('a', 1)).toBe('aaaa');
    expect(answers.get('c', 1)).toBe('cccc');
    // Larger than the whole: not kept, and nothing else pushed out for it.
    answers.set('d', 1, 'd'.repeat(11));
    expect(answers.get('d', 1)).toBeUndefined();
    expect(answers.get('a', 1)).toBe('aaaa');
  });
});
