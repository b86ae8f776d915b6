import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => ({ ids: 0, dismissed: [] as (string | number)[], calls: [] as string[] }));
vi.mock('react-toastify/unstyled', () => {
  const make = (kind: string) => (message: string) => {
    shown.calls.push(`${kind}:${message}`);
    return `${kind}-${++shown.ids}`;
  };
  return {
    toast: Object.assign(make('default'), {
      success: make('success'),
      error: make('error'),
      info: make('info'),
      warning: make('warning'),
      dismiss: (id?: string | number) => shown.dismissed.push(id ?? 'all'),
    }),
  };
});

import { notify, toastContainerMounted } from './toast';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('toasts (issue 50)', () => {
  beforeEach(() => {
    shown.calls.length = 0;
    shown.dismissed.length = 0;
  });

  it('a success replaces the error toast it answers', async () => {
    notify('error', 'Could not save');
    toastContainerMounted();
    await vi.waitFor(() => expect(shown.calls).toEqual(['error:Could not save']));
    notify('success', 'Saved');
    await vi.waitFor(() => expect(shown.calls).toContain('success:Saved'));
    expect(shown.dismissed).toEqual(['error-1']);
    // Once dismissed, it is not dismissed again by the next success.
    notify('success', 'Saved again');
    await vi.waitFor(() => expect(shown.calls).toContain('success:Saved again'));
    await settle();
    expect(shown.dismissed).toEqual(['error-1']);
  });

  it('a warning leaves an error in place', async () => {
    notify('error', 'Failed');
    await vi.waitFor(() => expect(shown.calls).toContain('error:Failed'));
    notify('warning', 'Careful');
    await vi.waitFor(() => expect(shown.calls).toContain('warning:Careful'));
    await settle();
    expect(shown.dismissed).toEqual([]);
  });
});
