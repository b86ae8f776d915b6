import { describe, expect, it } from 'vitest';
import { markOf } from './message-marks';

describe('markOf', () => {
  const marks = { read_up_to: 10, delivered_up_to: 12 };
  it('reads sent → delivered → read from the other side’s marks', () => {
    expect(markOf({ id: 13 }, marks)).toBe('sent');
    expect(markOf({ id: 12 }, marks)).toBe('delivered');
    expect(markOf({ id: 11 }, marks)).toBe('delivered');
    expect(markOf({ id: 10 }, marks)).toBe('read');
    expect(markOf({ id: 3 }, marks)).toBe('read');
  });
  it('never shows delivered behind read', () => {
    expect(markOf({ id: 9 }, { read_up_to: 9, delivered_up_to: 0 })).toBe('read');
    expect(markOf({ id: 9 }, { read_up_to: 9, delivered_up_to: 4 })).toBe('read');
  });
  it('keeps a held message held, and a message sent before any mark sent', () => {
    expect(markOf({ id: 5, held: true }, marks)).toBe('held');
    expect(markOf({ id: 5 }, undefined)).toBe('sent');
    expect(markOf({ id: 5 }, { read_up_to: 0, delivered_up_to: 0 })).toBe('sent');
  });
});
