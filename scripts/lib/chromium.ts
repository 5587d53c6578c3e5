import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium, started as the workplace allows it: no sandbox as root, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or `CHROMIUM_PATH` elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (`CHROMIUM_PATH` elsewhere), for the browser tests and the benchmarks alike. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * Debian's Chromium behind Playwright's browser server, for several test processes to drive at once (`connect` to
 * its `wsEndpoint()`), each in browser contexts of its own: the browser tests' global setup starts one.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
