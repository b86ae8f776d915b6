import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveState } from './use-live-state';

/** FakeSource stands in for EventSource: tests push events into it. */
class FakeSource {
  static CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = 1;
  closed = false;
  listeners: Record<string, ((e: MessageEvent) => void)[]> = {};
  constructor(public url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  emit(type: string, data = '') {
    for (const fn of this.listeners[type] ?? []) fn(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  FakeSource.all = [];
  visibility = 'visible';
  vi.stubGlobal('EventSource', FakeSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const state = (n: number) => JSON.stringify({ total_bid: n, highest_offer: null, offer_closes_at: '2026-11-30T18:00:00Z' });

describe('useLiveState', () => {
  it('follows the vehicle while the page is visible, and stops while it is hidden', () => {
    const { result, unmount } = renderHook(() => useLiveState(7));
    expect(FakeSource.all).toHaveLength(1);
    expect(FakeSource.all[0].url).toBe('/api/v1/vehicles/7/events');
    act(() => FakeSource.all[0].emit('state', state(3)));
    expect(result.current?.total_bid).toBe(3);

    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeSource.all[0].closed).toBe(true);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeSource.all).toHaveLength(2);
    act(() => FakeSource.all[1].emit('state', state(4)));
    expect(result.current?.total_bid).toBe(4);
    unmount();
    expect(FakeSource.all[1].closed).toBe(true);
  });

  it('reopens a failed stream after pauses that grow, and ignores broken events', () => {
    const { result } = renderHook(() => useLiveState(7));
    act(() => FakeSource.all[0].emit('state', 'not json'));
    expect(result.current).toBeNull();
    for (const [i, pause] of [1000, 2000, 4000].entries()) {
      const src = FakeSource.all[i];
      src.readyState = FakeSource.CLOSED;
      act(() => src.emit('error'));
      act(() => void vi.advanceTimersByTime(pause - 1));
      expect(FakeSource.all).toHaveLength(i + 1);
      act(() => void vi.advanceTimersByTime(1));
      expect(FakeSource.all).toHaveLength(i + 2);
    }
    // An interrupted stream the browser is still retrying is left to it.
    act(() => FakeSource.all[3].emit('error'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(FakeSource.all).toHaveLength(4);
  });
});
