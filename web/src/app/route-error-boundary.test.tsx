import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { lazyRoute } from './lazy-route';
import { RouteErrorBoundary } from '@/components/route-error-boundary';

const setOnline = (on: boolean) => Object.defineProperty(window.navigator, 'onLine', { value: on, configurable: true });

// Issue 50: offline, a page whose code was never loaded went white
// ("Failed to fetch dynamically imported module"). It must say so in the
// shell and load on "try again" once the code arrives.
describe('a lazy route whose code does not load', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));
  afterEach(() => setOnline(true));

  function setup() {
    let fail = true;
    const Page = lazyRoute(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: () => <h1>About</h1> }),
    );
    render(
      <MemoryRouter initialEntries={['/about']}>
        <RouteErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    return { arrive: () => (fail = false) };
  }

  it('offline, says it is offline and loads on "try again" once connected', async () => {
    setOnline(false);
    const { arrive } = setup();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline, and this page was not saved on this phone');
    setOnline(true);
    arrive();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('online, says the page did not load, in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    setup();
    expect((await screen.findByRole('alert')).textContent).toContain('পাতাটি লোড করা যায়নি');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
