import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { useOfferClosed } from '../hooks/use-countdown';
import { OfferClosed } from './offer-closed';
import InstallmentCalculator from './installment-calculator';

const plan = { min_down_percent: 20, months: [12, 24, 36], bank_rate_percent: 12 };

describe('a closed offer (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));
  afterEach(() => vi.useRealTimers());

  it('says what a buyer can do next', () => {
    render(
      <MemoryRouter>
        <OfferClosed typeId={3} />
      </MemoryRouter>,
    );
    const notice = screen.getByTestId('offer-closed');
    expect(notice.textContent).toContain('Offer time is closed');
    expect(notice.textContent).toContain('SMS');
    expect(screen.getByRole('link', { name: /open for offers/i }).getAttribute('href')).toBe('/all-vehicles');
    expect(screen.getByTestId('call-block')).toBeTruthy();
  });

  it("turns the calculator's plan button off", () => {
    render(
      <MemoryRouter>
        <InstallmentCalculator plan={plan} cashPrice={700_000} installmentPrice={800_000} onUsePlan={() => {}} closed />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: /send offer with this plan/i }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/offers on this vehicle are closed/i)).toBeTruthy();
  });

  it('knows the window closed at the instant, without a tick each second', () => {
    vi.useFakeTimers();
    const closesAt = new Date(Date.now() + 5_000).toISOString();
    const { result } = renderHook(() => useOfferClosed('2026-01-01', closesAt));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(5_001));
    expect(result.current).toBe(true);
  });
});

describe("the calculator's rate (issue 50)", () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));

  it('refuses a rate it cannot read instead of showing the last one it could', () => {
    render(
      <MemoryRouter>
        <InstallmentCalculator plan={plan} cashPrice={700_000} installmentPrice={800_000} onUsePlan={() => {}} />
      </MemoryRouter>,
    );
    const rate = screen.getByLabelText(/bank rate/i);
    expect(screen.getByTestId('calc-bank-monthly').textContent).not.toContain('—');
    fireEvent.change(rate, { target: { value: '12.x' } });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('from 0 to 50');
    expect(screen.getByTestId('calc-bank-monthly').textContent).toContain('—');
    fireEvent.change(rate, { target: { value: '14' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
