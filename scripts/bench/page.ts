import type { BrowserContext, Page } from 'playwright-core';
import { loggedInContext } from './lib/browser.ts';
import type { BenchContext } from './lib/context.ts';
import { figure, type Figure } from './lib/figures.ts';
import { median, round } from './lib/stats.ts';

/** Cold loads per page and CPU speed; the median is reported. */
const LOADS = 5;
const THROTTLED_RATE = 4;

/**
 * The page's Largest Contentful Paint, in ms from navigation start, read once the page is loaded and quiet. Plain
 * JavaScript in a string, as in key-latency.ts.
 */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** One cold load of `path` in a fresh `context` (empty cache), with the CPU slowed `rate` times. */
async function coldLcp(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
  rate: number,
): Promise<number> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcp = (await page.evaluate(READ_LCP)) as number;
  await context.close();
  return lcp;
}

/**
 * Page: Largest Contentful Paint of `/login` and of a wizard step from a cold load (a new browser context each
 * time), served from loopback by the product's server, at full speed and with the CPU slowed 4 times.
 */
export async function pageSuite(bench: BenchContext): Promise<Figure[]> {
  const [site, browser] = await Promise.all([bench.productSite(), bench.browser()]);
  const pages = [
    {
      path: '/login',
      context: () => browser.newContext({ baseURL: site.server.url, locale: 'en-US' }),
      ready: (page: Page) => page.locator('#root_email').waitFor(),
    },
    {
      path: '/apply/business-information',
      context: async () => loggedInContext(browser, site.server.url, await site.newUser()),
      ready: (page: Page) => page.locator('#root_companyName').waitFor(),
    },
  ];
  const figures: Figure[] = [];
  for (const rate of [1, THROTTLED_RATE]) {
    for (const { path, context, ready } of pages) {
      const samples: number[] = [];
      for (let load = 0; load < LOADS; load++) samples.push(await coldLcp(await context(), path, ready, rate));
      figures.push(
        figure({
          name: `Largest Contentful Paint, ${path}, cold${rate === 1 ? '' : `, ${rate}× slower CPU`}`,
          value: round(median(samples), 0),
          unit: 'ms',
          note: `median of ${LOADS} loads, ${round(Math.min(...samples), 0)}–${round(Math.max(...samples), 0)} ms`,
        }),
      );
    }
  }
  return figures;
}
