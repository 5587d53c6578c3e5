import type { Page } from 'playwright-core';

/**
 * Waits until the page's transitions and animations have ended (a list folding out, a dialog fading in); spinners'
 * endless animations never do, and are left running. What is read of the layout or the colours afterwards is the
 * page at rest, not a frame of a movement that a busy machine drew later or earlier than an idle one.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
