import type { Page } from 'playwright-core';

/** What the probe leaves on `window`. */
interface KeyLatencyProbe {
  samples: number[];
  /** Resolves once `count` samples exist and the page has settled, so one key's work never spills into the next. */
  until(count: number): Promise<void>;
}

declare global {
  interface Window {
    __keyLatency?: KeyLatencyProbe;
  }
}

/**
 * A pause after each timed frame before the next key: effects and other work React schedules after a frame finish,
 * so no key pays for the one before it. Well below the 100 ms or so between the keys of a fast typist.
 */
const SETTLE_MS = 20;

/**
 * Runs in the page: for every key press, the time from the key event to the end of the next frame. The frame's
 * style, layout and paint run right after its animation-frame callbacks, so a message posted from one arrives once
 * the frame is drawn. Plain JavaScript in a string: a function handed over from here would carry the helpers tsx
 * adds to named functions, which the page does not have.
 */
const INSTALL_PROBE = `(() => {
  const SETTLE_MS = ${SETTLE_MS};
  const samples = [];
  const waiting = [];
  const settle = () => {
    for (const waiter of waiting.filter((entry) => samples.length >= entry.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      setTimeout(() => waiter.resolve(), SETTLE_MS);
    }
  };
  document.addEventListener('keydown', (event) => {
    const pressedAt = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.push(performance.now() - pressedAt);
        settle();
      };
      channel.port2.postMessage(null);
    });
  }, true);
  window.__keyLatency = {
    samples,
    until: (count) => new Promise((resolve) => {
      waiting.push({ count, resolve });
      settle();
    }),
  };
})()`;

/**
 * Types into the field `selector` of `page` and returns the latency of each of `presses` key presses, in ms. The
 * field is focused, typed into and left once first, so that it counts as touched (the product then validates it on
 * every change, its costliest typing path); a few presses warm up the JIT before any is timed. Presses alternate a
 * letter and Backspace, so the value stays as long as it was.
 */
export async function timeKeyPresses(page: Page, selector: string, presses: number, warmUp = 20): Promise<number[]> {
  await page.evaluate(INSTALL_PROBE);
  const field = page.locator(selector);
  await field.click();
  await page.keyboard.press('x');
  await page.keyboard.press('Tab');
  await field.click();
  await page.keyboard.press('End');
  // The set-up presses (x, Tab, End) were timed too; they are left out.
  const setUp = 3;
  for (let index = 0; index < warmUp + presses; index++) {
    await page.keyboard.press(index % 2 === 0 ? 'x' : 'Backspace');
    await page.evaluate((count) => window.__keyLatency!.until(count), setUp + index + 1);
  }
  const samples = await page.evaluate(() => window.__keyLatency!.samples);
  return samples.slice(setUp + warmUp);
}
