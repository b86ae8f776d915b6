import { describe, expect, it } from 'vitest';
import { publishDraft, quickReplyShortcut } from './inbox-desk';

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

describe('publishDraft (hB walk)', () => {
  const b = (text: string) => ({ side: 'buyer' as const, text });
  const s = (text: string) => ({ side: 'staff' as const, text });
  it('offers the answer to the question, not the clerk’s last note to the buyer', () => {
    const thread = [b('Is the engine rebuilt?'), s('Yes, rebuilt in 2025.'), s('Please bring your NID.'), s('We are holding the truck for you.')];
    expect(publishDraft(thread)).toEqual({ question: 'Is the engine rebuilt?', answer: 'Yes, rebuilt in 2025.' });
  });
  it('takes the last answered question, with the buyer’s messages in a row before it', () => {
    const thread = [b('Price?'), s('৳9 lakh.'), b('Is the engine rebuilt?'), b('And the gearbox?'), s('Both, in 2025.'), b('Thanks')];
    expect(publishDraft(thread)).toEqual({ question: 'Is the engine rebuilt?\nAnd the gearbox?', answer: 'Both, in 2025.' });
  });
  it('leaves the answer empty before staff answered, and skips photo-only messages', () => {
    expect(publishDraft([b('Still there?'), b('')])).toEqual({ question: 'Still there?', answer: '' });
    expect(publishDraft([b('Rust here?'), s(''), s('Only surface rust.')])).toEqual({ question: 'Rust here?', answer: 'Only surface rust.' });
  });
});
