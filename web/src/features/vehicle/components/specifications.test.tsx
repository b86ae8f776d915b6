import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { Vehicle } from '@/lib/api-types';
import { SellerMark } from '@/components/seller-mark';
import { Specifications } from './specifications';

const specs = {
  model: 'Hilux', registration_documents: 'on', registration_number: 'Dhaka Metro Ta 11-2233', engine_number: '',
  depot_location: 'Cumilla', chassis_number: '', odometer: '45,000 km', tonnage: '',
};

function vehicle(seller: Vehicle['seller']): Vehicle {
  return {
    condition: 'resale', year: 2019, specifications: specs, seller,
    bn_translation: { title: '', description: '', specifications: specs, features: {} },
    body_type: { id: 1, name: 'Open', bn_translation: { name: 'খোলা' } },
    color: { id: 2, name: 'White', bn_translation: { name: 'সাদা' } },
    fuel_type: { id: 3, name: 'Diesel', bn_translation: { name: 'ডিজেল' } },
  } as unknown as Vehicle;
}

describe('a private listing (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));

  it('shows what staff verified as verified, never N/A', () => {
    render(<Specifications vehicle={vehicle({ kind: 'private', verified_at: '2026-03-01T10:00:00Z' })} />);
    expect(screen.getByText('Engine number').nextSibling?.textContent).toBe('Checked by Garihaat');
    expect(screen.getByText('Chassis number').nextSibling?.textContent).toBe('Checked by Garihaat');
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it("says a verified listing's papers were checked, whatever the seller's form said (issue 50)", async () => {
    const v = vehicle({ kind: 'private', verified_at: '2026-03-01T10:00:00Z' });
    v.specifications = { ...specs, registration_documents: 'off' };
    v.bn_translation!.specifications = v.specifications;
    await i18n.changeLanguage('bn');
    render(<Specifications vehicle={v} />);
    expect(screen.getByText('রেজিস্ট্রেশনের কাগজ').nextSibling?.textContent).toBe('গাড়িহাট যাচাই করেছে');
    expect(screen.queryByText('নেই')).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('leaves out the numbers an unverified seller did not give', () => {
    render(<Specifications vehicle={vehicle({ kind: 'private', verified_at: null })} />);
    expect(screen.queryByText('Engine number')).toBeNull();
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it("calls the seller's place a location, not a depot", () => {
    render(<Specifications vehicle={vehicle({ kind: 'private', verified_at: null })} />);
    expect(screen.queryByText('Depot location')).toBeNull();
    expect(screen.getByText('Location').nextSibling?.textContent).toBe('Cumilla');
    render(<SellerMark seller={{ kind: 'private', verified_at: null }} depot="Cumilla" />);
    expect(screen.getByTestId('seller-mark').textContent).not.toMatch(/depot/i);
    expect(screen.getByTestId('seller-mark').textContent).toContain('Cumilla');
  });

  it("keeps the dealer's depot", () => {
    render(<SellerMark seller={{ kind: 'dealer', verified_at: null }} depot="Tejgaon" />);
    expect(screen.getByTestId('seller-mark').textContent).toContain('at Tejgaon depot');
  });
});
