import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VehicleCard } from '@/components/vehicle-card';
import type { VehicleSummary } from '@/lib/api-types';
import i18n from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { BidForm } from './bid-form';

// Issue 50: a private seller's listing without an installment price showed
// "কিস্তির দাম ৳০" and the offer form still offered installments.
const cashOnly = {
  id: 7,
  title: 'Tata Ace',
  product_slug: 'tata-ace-7',
  images: [],
  cash_price: 700_000,
  installment_price: 0,
  offer_ends_at: '',
  bn_translation: { title: 'টাটা এস' },
} as unknown as VehicleSummary;

function renderForm(installments: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <BidForm vehicleId={7} rules={{ minOffer: { cash: 350_000, installments: 0 }, asking: { cash: 700_000, installments } }} onAccepted={() => {}} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('a vehicle sold for cash only', () => {
  afterAll(() => i18n.changeLanguage('bn'));

  it('its card says installments are not offered, not ৳০', async () => {
    await i18n.changeLanguage('bn');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
        <MemoryRouter>
          <VehicleCard vehicle={cashOnly} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const prices = screen.getByText('কিস্তির দাম').parentElement!;
    expect(prices.textContent).toContain('কিস্তি নেই');
    expect(prices.textContent).not.toContain('৳০');
  });

  describe('the offer form', () => {
    beforeAll(() => i18n.changeLanguage('en'));

    it('offers cash only', () => {
      renderForm(0);
      expect(screen.getByRole('button', { name: 'Cash' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Installments' })).toBeNull();
    });

    it('offers both when there is an installment price', () => {
      renderForm(800_000);
      expect(screen.getByRole('button', { name: 'Cash' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Installments' })).toBeTruthy();
    });
  });
});
