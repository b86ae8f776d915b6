import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { CompareToggle } from '@/components/compare-toggle';
import { CompareTray, comparingPage } from './compare-tray';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const four = [1, 2, 3, 4].map((i) => ({ slug: `v-${i}`, title: `Vehicle ${i}` }));

describe('the compare tray (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));

  it('shows only where vehicles are picked', () => {
    for (const p of ['/', '/all-vehicles', '/vehicles/tata', '/vehicles/query/bus', '/vehicle-details/tata-ace-1']) expect(comparingPage(p), p).toBe(true);
    for (const p of ['/help', '/about', '/account/info', '/sell', '/login', '/compare', '/all-brand', '/privacy-policy']) expect(comparingPage(p), p).toBe(false);
    localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify(four));
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <CompareTray />
        </MemoryRouter>,
      );
    at('/help');
    expect(screen.queryByTestId('compare-tray')).toBeNull();
    at('/all-vehicles');
    expect(screen.getByTestId('compare-tray')).toBeTruthy();
  });

  it('says why on a tap at a fifth vehicle, where a disabled button said nothing', () => {
    localStorage.setItem(STORAGE_KEYS.compare, JSON.stringify(four));
    render(<CompareToggle overlay slug="v-5" title="Vehicle 5" />);
    const fifth = screen.getByRole('button');
    expect((fifth as HTMLButtonElement).disabled).toBe(false);
    expect(fifth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(fifth);
    expect(notify).toHaveBeenCalledWith('info', 'Up to 4 vehicles can be compared');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compare)!)).toHaveLength(4);
  });
});
