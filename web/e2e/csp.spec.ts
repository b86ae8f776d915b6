import { expect, test } from './fixtures';
import { findVehicle } from './helpers';

// Every page loads under the site's Content-Security-Policy without a
// violation (the guard in ./fixtures fails the test on any); the policy
// allows no inline script but the build's own, by hash. Toasts, the back
// office and the account area run under the guard in their own journeys.
test('every public page runs under the Content-Security-Policy', async ({ page, request }) => {
  const slug = await findVehicle(request, true);
  const pages = ['/', '/all-vehicles', '/all-vehicles?vehicleType=1&page=2', '/all-brand', '/all-category',
    `/vehicle-details/${slug}`, '/vehicles/tata', '/vehicles/query/truck', '/help', '/about', '/careers', '/terms',
    '/privacy-policy', '/login', '/no-such-page', `/vehicle-details/${slug}?lang=en`];
  for (const path of pages) {
    const res = await page.goto(path);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp, path).not.toContain('unsafe-eval');
    expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
    expect(res?.headers()['permissions-policy'], path).toContain('camera=()');
    // The app has rendered over the first paint: its scripts ran.
    await expect(page.locator('#page-text')).toHaveCount(0);
    await expect(page.locator('#root :is(main, h1, form)').first()).toBeVisible();
  }
});
