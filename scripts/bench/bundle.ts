import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { figure, overBy, verdictOf, type Figure } from './lib/figures.ts';
import { loggedInContext } from './lib/browser.ts';
import type { BenchContext } from './lib/context.ts';
import { besidePeers, measurePeerPages, type PeerMeasure } from './lib/peers.ts';
import { round } from './lib/stats.ts';

/** The targets, in KB of gzip: below the lightest styled peer (react-hook-form + zod + MUI). */
const LOGIN_TARGET_KB = 165;
const STEP_TARGET_KB = 190;
const STEP_PATH = '/apply/business-information';

interface LoadedScripts {
  /** Sum of the gzip sizes, in KB of 1,000 bytes. */
  kb: number;
  files: number;
}

/**
 * Opens `path` in `context` (fresh, so nothing is cached), waits until `ready` and the network is idle, and sums
 * the gzip size of every script the page loaded: the entry, the chunks its route imports lazily, and the form
 * modules. Measured in Chromium rather than from Vite's manifest so that whatever the page really fetches counts.
 * gzip at level 9, as Vite reports sizes.
 */
async function scriptsLoadedBy(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadedScripts> {
  const page = await context.newPage();
  const bodies: Array<Promise<Buffer>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
  await context.close();
  return { kb: round(sizes.reduce((sum, size) => sum + size, 0) / 1000), files: sizes.length };
}

function bundleFigure(
  name: string,
  ours: LoadedScripts,
  target: number,
  peers: Array<PeerMeasure<LoadedScripts>>,
): Figure {
  const met = ours.kb <= target;
  return figure({
    name,
    value: ours.kb,
    unit: 'KB',
    target: `≤ ${target} KB`,
    baseline: besidePeers(peers, (peer) => `${peer.kb} KB`),
    ratio: besidePeers(peers, (peer) => `${(ours.kb / peer.kb).toFixed(2)}×`),
    verdict: verdictOf(met),
    note: [`${ours.files} files`, met ? '' : overBy(ours.kb, target, 'KB')].filter(Boolean).join(', '),
  });
}

/**
 * Bundle: the JavaScript `/login` and a wizard step load (gzip), against the targets and against each peer's page
 * built by the bench with Vite's defaults (scripts/bench/lib/peers.ts).
 */
export async function bundleSuite(bench: BenchContext): Promise<Figure[]> {
  const [site, browser] = await Promise.all([bench.productSite(), bench.browser()]);
  const peers = await measurePeerPages(bench, async (url, { path, ready }) =>
    scriptsLoadedBy(await browser.newContext({ baseURL: url }), path, (page) => page.locator(ready).waitFor()),
  );
  const login = await scriptsLoadedBy(await browser.newContext({ baseURL: site.server.url }), '/login', (page) =>
    page.locator('#root_email').waitFor(),
  );
  const step = await scriptsLoadedBy(
    await loggedInContext(browser, site.server.url, await site.newUser()),
    STEP_PATH,
    (page) => page.locator('#root_companyName').waitFor(),
  );
  return [
    bundleFigure('JS loaded by /login (gzip)', login, LOGIN_TARGET_KB, peers.login),
    bundleFigure(`JS loaded by ${STEP_PATH} (gzip)`, step, STEP_TARGET_KB, peers.step),
  ];
}
