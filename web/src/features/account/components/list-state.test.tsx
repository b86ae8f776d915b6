import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { ListState } from './list-state';

describe('My offers offline (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));
  afterEach(() => Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true }));

  it('says it is offline, not "no data"', () => {
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    render(
      <ListState items={undefined} pending={false} failed onRetry={() => {}}>
        {() => null}
      </ListState>,
    );
    expect(screen.getByTestId('offline-empty').textContent).toContain('You are offline');
    expect(screen.queryByText('No Data Found!')).toBeNull();
  });
});
