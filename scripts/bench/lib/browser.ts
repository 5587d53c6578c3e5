import type { Browser, BrowserContext } from 'playwright-core';
import type { BenchUser } from './accounts.ts';

/**
 * For the typing benchmark only: a frame is drawn as soon as the page has one ready, instead of at the display's
 * next 60 Hz tick. "Key press to next frame" then measures the page's own work, not how far from a tick the key
 * happened to land (up to 16.7 ms of luck that would swamp a 16 ms target).
 */
export const UNTHROTTLED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/**
 * A context (its own storage and cache) whose pages are logged in as `user`: the session is stored as the client
 * stores it after a login, as test/e2e/harness.ts does.
 */
export async function loggedInContext(browser: Browser, baseURL: string, user: BenchUser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.addInitScript(
    ([email, token]) => {
      if (localStorage.getItem('user') !== null) return;
      localStorage.setItem('user', JSON.stringify({ email }));
      localStorage.setItem('access_token', token);
      localStorage.setItem('refresh_token', 'none');
    },
    [user.email, user.accessToken],
  );
  return context;
}
