import type { Locator, Page } from 'playwright-core';

/** Points of a signature-like zigzag across a box, as fractions of its width and height. */
const STROKE: Array<[number, number]> = [
  [0.1, 0.7],
  [0.2, 0.3],
  [0.3, 0.75],
  [0.4, 0.25],
  [0.5, 0.7],
  [0.6, 0.35],
  [0.75, 0.6],
  [0.9, 0.4],
];

async function strokePoints(pad: Locator): Promise<Array<{ x: number; y: number }>> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not visible');
  return STROKE.map(([x, y]) => ({ x: box.x + box.width * x, y: box.y + box.height * y }));
}

/** Signs on `pad` (a signature canvas) with the mouse: button down, a zigzag, button up. */
export async function signWithMouse(page: Page, pad: Locator): Promise<void> {
  const [first, ...rest] = await strokePoints(pad);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Signs on `pad` with a finger: a touch that starts on the canvas, moves along a zigzag and lifts. Playwright's
 * touchscreen only taps, so the moves go through Chromium's input protocol as a phone's would. The page's context
 * needs `hasTouch`.
 */
export async function signWithFinger(page: Page, pad: Locator): Promise<void> {
  const points = await strokePoints(pad);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
    for (const point of points.slice(1))
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** How many pixels of the signature canvas `pad` carry ink: what the person sees drawn. */
export function inkOn(pad: Locator): Promise<number> {
  return pad.evaluate((canvas) => {
    const { width, height } = canvas as HTMLCanvasElement;
    const pixels = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data;
    let inked = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] > 0) inked++;
    return inked;
  });
}

/** Whether `element` lies wholly inside the browser's viewport. */
export function isInViewport(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}
