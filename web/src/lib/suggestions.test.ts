import { describe, expect, it } from 'vitest';
import { suggestable } from './suggestions';

describe('suggestable', () => {
  it('asks from the second letter, in either script, without surrounding spaces', () => {
    expect(suggestable('')).toBe('');
    expect(suggestable(' t ')).toBe('');
    expect(suggestable('ta')).toBe('ta');
    expect(suggestable('  টা ')).toBe('টা'); // two code points, one letter and its vowel sign
    expect(suggestable('ট')).toBe('');
  });
});
