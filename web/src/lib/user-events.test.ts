import { describe, expect, it } from 'vitest';
import { parseEvents } from './user-events';

describe('parseEvents', () => {
  it('reads whole events, skips the retry line and heartbeats, keeps an unfinished one', () => {
    const text =
      'retry: 3000\n\nevent: ready\ndata: {}\n\n: heartbeat\n\nevent: message\ndata: {"conversation_id":4,"message":{"id":9,"text":"হ্যাঁ"}}\n\nevent: read\ndata: {"conv';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([
      { name: 'ready', data: {} },
      { name: 'message', data: { conversation_id: 4, message: { id: 9, text: 'হ্যাঁ' } } },
    ]);
    expect(rest).toBe('event: read\ndata: {"conv');
    const next = parseEvents(rest + 'ersation_id":4,"side":"buyer","read_up_to":9}\n\n');
    expect(next.events).toEqual([{ name: 'read', data: { conversation_id: 4, side: 'buyer', read_up_to: 9 } }]);
    expect(next.rest).toBe('');
  });
});
