import { type Browser, type BrowserContext, expect, test as base } from '@playwright/test';

/**
 * test is Playwright's test with a guard on every page of every context a
 * test opens (its own page and any from browser.newContext): a report of a
 * Content-Security-Policy violation fails the test. Every journey of the
 * suite so runs under the policy the server sends (httpapi/csp.go).
 *
 * Each context is also its own visitor: the server trusts the loopback as
 * a proxy (playwright.config.ts) and each context names a different client
 * address, as real buyers come from many networks. Otherwise the whole
 * suite shares one address's sign-in and bid limits, and a new test that
 * sends a code pushes a later one over them.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = async (c: BrowserContext) => {
        // Chrome logs a refused script, style, image or connection on the
        // console; the event also catches reports without a log line.
        await c.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
          );
        });
        const onPage = (p: import('@playwright/test').Page) =>
          p.on('console', (m) => {
            if (/Content Security Policy|CSP violation/i.test(m.text())) violations.push(`${p.url()}: ${m.text()}`);
          });
        c.pages().forEach(onPage);
        c.on('page', onPage);
      };
      await watch(context);
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
      const b = browser as Browser & { newContext: Browser['newContext'] };
      const newContext = b.newContext.bind(b);
      b.newContext = async (...args) => {
        const c = await newContext(...args);
        await watch(c);
        await c.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
        return c;
      };
      await use();
      b.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

let visitors = 0;

/**
 * visitorAddress is a new address for each context, each in its own /24
 * (of the benchmarking range 198.18.0.0/15, RFC 2544): the server budgets
 * codes to new numbers per /24 (50 an hour), which 256 contexts sharing
 * one network spent in a full run. The worker's pid keeps two workers'
 * contexts apart.
 */
function visitorAddress(): string {
  visitors++;
  return `198.${18 + ((visitors >> 8) & 1)}.${visitors & 255}.${(process.pid % 254) + 1}`;
}

export { expect };
