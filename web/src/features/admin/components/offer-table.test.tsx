import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import type { AdminOffer } from '../api/types';
import { OfferTable } from './offer-table';

const offer: AdminOffer = {
  id: 1, id_number: 'GH-260310-ABC123', vehicle_id: 6, vehicle: 'Eicher Skyline Bus', vehicle_bn: 'আইশার স্কাইলাইন বাস',
  offer_amount: 4_400_000, offer_for: 'cash', phone: '01911000001', user_id: null, user_name: '', status: 'ongoing',
  created_at: '2026-03-10T06:00:00Z', offer_ends_at: '2026-03-30',
};

describe('the offers table (issue 50)', () => {
  it('names the vehicle in Bangla in the Bangla back office', () => {
    render(
      <MemoryRouter>
        <OfferTable offers={[offer]} caption="offers" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'আইশার স্কাইলাইন বাস' })).toBeTruthy();
    expect(screen.queryByText('Eicher Skyline Bus')).toBeNull();
  });
});

describe('a deleted account’s offer (issue 48)', () => {
  const gone: AdminOffer = { ...offer, id: 2, phone: 'deleted:42', user_id: 42, status: 'lost' };

  it('names the account deleted and links no tel: number, in either language', () => {
    const { container } = render(
      <MemoryRouter>
        <OfferTable offers={[gone]} caption="offers" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('deleted-bidder').textContent).toBe('মুছে ফেলা অ্যাকাউন্ট');
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.textContent).not.toContain('deleted:');
  });

  it('still links a live bidder’s phone', () => {
    const { container } = render(
      <MemoryRouter>
        <OfferTable offers={[offer]} caption="offers" />
      </MemoryRouter>,
    );
    expect(container.querySelector('a[href="tel:01911000001"]')).not.toBeNull();
  });
});
