import { describe, expect, it } from 'vitest';
import { quickReplyShortcut } from './inbox-desk';

const replies = [
  { text: 'Yes, it is available.', text_bn: 'হ্যাঁ, গাড়িটি আছে।' },
  { text: 'Visit us Sunday to Thursday.', text_bn: '' },
];

describe('quickReplyShortcut', () => {
  it('names the N-th reply in the language of the back office, English when it has no Bangla', () => {
    expect(quickReplyShortcut('/1', replies, 'bn')).toBe('হ্যাঁ, গাড়িটি আছে।');
    expect(quickReplyShortcut(' /1 ', replies, 'en')).toBe('Yes, it is available.');
    expect(quickReplyShortcut('/2', replies, 'bn')).toBe('Visit us Sunday to Thursday.');
  });
  it('is nothing for another text or a number past the list', () => {
    expect(quickReplyShortcut('/3', replies, 'en')).toBeNull();
    expect(quickReplyShortcut('/0', replies, 'en')).toBeNull();
    expect(quickReplyShortcut('hello /1', replies, 'en')).toBeNull();
  });
});
