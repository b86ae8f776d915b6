import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import type { Bookmark } from '../api/types';
import SavedListPage from './saved-list-page';

const product = (id: number, title: string) => ({
  id, title, product_slug: `v-${id}`, images: [], cash_price: 700_000, installment_price: 800_000, bn_translation: { title },
});
const bookmarks: Bookmark[] = [
  { id: 1, product: product(6, 'Eicher Skyline Bus'), sold: true },
  { id: 2, product: product(7, 'Tata Ace Pickup') },
];

vi.mock('@/lib/session', () => ({ useSession: () => ({ user: { id: 1 }, signOut: vi.fn() }) }));
vi.mock('../api/get-bookmarks', () => ({
  useBookmarks: () => ({ data: { status: true, bookmarks }, isPending: false, isError: false, error: null, refetch: vi.fn() }),
}));

describe('the saved list (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));

  it('marks a sold vehicle sold, and only that one', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SavedListPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [sold, onSale] = screen.getAllByTestId('saved-card');
    expect(within(sold).getByTestId('sold-badge').textContent).toBe('Sold');
    expect(within(onSale).queryByTestId('sold-badge')).toBeNull();
  });
});
