import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { SessionProvider, useSession, type Session } from './session';
import { STORAGE_KEYS } from './storage-keys';

function Probe({ onSession }: { onSession: (s: Session) => void }) {
  onSession(useSession());
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('session', () => {
  it('sign-out forgets every cached answer, so the next person on the computer sees none of it', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    const fetch = vi.fn(async (url: string) =>
      new Response(url.endsWith('/user') ? JSON.stringify({ status: true, user: { id: 1, phone: '01711000000', name: '', role: 'owner' } }) : '{"status":true}', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    queryClient.setQueryData(['vehicle', 'tata-1'], { isBookmarked: true });
    queryClient.setQueryData(['admin', 'vehicles'], { vehicles: [] });
    let session: Session | undefined;
    render(
      <SessionProvider>
        <Probe onSession={(s) => (session = s)} />
      </SessionProvider>,
    );
    await waitFor(() => expect(session?.user?.role).toBe('owner'));
    await act(() => session!.signOut());
    expect(fetch).toHaveBeenCalledWith('/api/v1/logout', expect.objectContaining({ method: 'POST' }));
    expect(session?.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
