import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { NoData } from './no-data';

const setOnline = (on: boolean) => Object.defineProperty(window.navigator, 'onLine', { value: on, configurable: true });

describe('offline, an empty page (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));
  afterEach(() => setOnline(true));

  it('says it is offline, not "no data"', () => {
    setOnline(false);
    render(<NoData onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('You are offline, and this page was not saved on this phone');
    expect(screen.queryByText('No Data Found!')).toBeNull();
  });

  it('online, an empty list is still "no data"', () => {
    render(<NoData />);
    expect(screen.getByRole('status').textContent).toContain('No Data Found!');
  });
});
