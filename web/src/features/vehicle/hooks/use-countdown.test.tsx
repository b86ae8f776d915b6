import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-10T17:59:58Z')); // 23:59:58 in Dhaka
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second and closes at the end of the Dhaka day', () => {
    const { result } = renderHook(() => useCountdown('2025-05-10'));
    expect(result.current).toMatchObject({ seconds: 2, closed: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 1, closed: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.closed).toBe(true);
  });
});
