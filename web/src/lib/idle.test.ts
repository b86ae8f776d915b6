import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// idle.ts remembers that idle has passed: each test loads it afresh.
async function load() {
  vi.resetModules();
  return import('./idle');
}

describe('whenIdle', () => {
  let idleCallbacks: IdleRequestCallback[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    idleCallbacks = [];
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idleCallbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => delete idleCallbacks[id - 1]);
  });
  afterEach(() => vi.unstubAllGlobals());

  const idle = () => idleCallbacks.splice(0).forEach((cb) => cb?.({ didTimeout: false, timeRemaining: () => 50 }));

  it('waits for the load event, then for the browser to be idle', async () => {
    const { whenIdle } = await load();
    const fn = vi.fn();
    whenIdle(fn);
    idle();
    expect(fn).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(fn).not.toHaveBeenCalled();
    idle();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('after load, waits for idle only; cancelled, never runs', async () => {
    readyState = 'complete';
    const { whenIdle } = await load();
    const fn = vi.fn();
    const kept = vi.fn();
    whenIdle(fn)();
    whenIdle(kept);
    idle();
    expect(fn).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback, runs shortly after load', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      readyState = 'complete';
      const { whenIdle } = await load();
      const fn = vi.fn();
      whenIdle(fn);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(fn).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('useIdle is true at once for what mounts after idle has passed', async () => {
    readyState = 'complete';
    const { useIdle } = await load();
    // After resetModules: the same React as the fresh idle.ts.
    const { act, renderHook } = await import('@testing-library/react');
    const first = renderHook(() => useIdle());
    expect(first.result.current).toBe(false);
    act(() => idle());
    expect(first.result.current).toBe(true);
    expect(renderHook(() => useIdle()).result.current).toBe(true);
  });
});
