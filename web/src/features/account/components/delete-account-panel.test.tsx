import '@/locales/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { DeleteAccountPanel } from './delete-account-panel';

const { signOut, deleteAccount } = vi.hoisted(() => ({
  signOut: vi.fn<(opts?: { serverGone?: boolean }) => Promise<void>>(() => Promise.resolve()),
  deleteAccount: vi.fn<(word: string) => Promise<unknown>>(),
}));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 1 }, signOut }) }));
vi.mock('../api/delete-account', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useDeleteAccount: () => useMutation({ mutationFn: (word: string) => deleteAccount(word) }) };
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/account/info']}>
        <Routes>
          <Route path="/account/info" element={<DeleteAccountPanel />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return {
    type: (word: string) => fireEvent.change(screen.getByLabelText('To confirm, type DELETE (or মুছে ফেলুন)'), { target: { value: word } }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' })),
  };
}

describe('deleting one’s account (issue 48)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));
  beforeEach(() => {
    deleteAccount.mockReset();
    signOut.mockClear();
  });

  it('says what goes and what stays before asking for the word', () => {
    renderPanel();
    expect(screen.getByText(/shown as “Deleted user”/)).toBeTruthy();
    expect(screen.getByText(/Your phone number is free/)).toBeTruthy();
  });

  it('lists every reason a refusal gives, and signs nobody out', async () => {
    deleteAccount.mockRejectedValue(
      new ApiError(409, 'Your account cannot be deleted yet', 'conflict', {
        listings: ['Listings in review or on the site: 1.'],
        offers: ['Bids waiting for the dealer’s decision, or purchases in progress: 2.'],
      }),
    );
    const { type, submit } = renderPanel();
    type('DELETE');
    submit();
    const alert = await screen.findByTestId('delete-blocked');
    // Bids first, then listings, whatever order the answer had.
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Bids waiting for the dealer’s decision, or purchases in progress: 2.',
      'Listings in review or on the site: 1.',
    ]);
    expect(deleteAccount).toHaveBeenCalledWith('DELETE');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('shows a wrong word’s error at the field', async () => {
    deleteAccount.mockRejectedValue(new ApiError(422, 'Not the word', 'invalid', { confirm: ['That is not the confirmation word.'] }));
    const { type, submit } = renderPanel();
    type('yes');
    submit();
    expect(await screen.findByText('That is not the confirmation word.')).toBeTruthy();
    expect(screen.getByLabelText('To confirm, type DELETE (or মুছে ফেলুন)').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves for the home page and clears the session without calling the server again', async () => {
    deleteAccount.mockResolvedValue({ status: true, message: 'Your account was deleted.' });
    const { type, submit } = renderPanel();
    type('মুছে ফেলুন');
    submit();
    expect(await screen.findByText('home')).toBeTruthy();
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ serverGone: true }));
  });
});
