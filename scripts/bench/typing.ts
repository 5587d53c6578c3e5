import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadForm } from '../../src/shared/form-files.ts';
import type { JsonObject } from '../../src/shared/schema-bundle.ts';
import { putAs } from './lib/accounts.ts';
import { loggedInContext, UNTHROTTLED_FRAMES } from './lib/browser.ts';
import { buildBaselinePage } from './lib/build.ts';
import type { BenchContext, ProductSite } from './lib/context.ts';
import { figure, verdictOf, type Figure } from './lib/figures.ts';
import { timeKeyPresses } from './lib/key-latency.ts';
import { plainUiSchema } from './lib/plain-ui-schema.ts';
import { businessInfo, twoApplicants } from './lib/sample-application.ts';
import { serveFolder } from './lib/static-server.ts';
import { percentile, round } from './lib/stats.ts';

/** Key presses timed per form, implementation and CPU speed. */
const PRESSES = 200;
/** The script time per key may be at most this share of the baseline's: less work per key, not just later work. */
const TARGET_SCRIPT_SHARE = 0.5;
const THROTTLED_RATE = 4;

/** A form to type into: where the product shows it, how it is prepared, and the field typed into. */
interface TypingCase {
  key: string;
  label: string;
  form: string;
  path: string;
  field: string;
  /** The form's data before typing, as the product has it saved and the baseline gets it. */
  formData: unknown;
  /** Saves what the product needs to open the step with that data. */
  prepare(site: ProductSite, user: Awaited<ReturnType<ProductSite['newUser']>>): Promise<void>;
}

const CASES: TypingCase[] = [
  {
    key: 'business',
    label: 'business information',
    form: 'steps/business-information',
    path: '/apply/business-information',
    field: '#root_companyName',
    formData: {},
    prepare: async () => {},
  },
  {
    key: 'applicants',
    label: 'applicants, two people',
    form: 'steps/applicants',
    path: '/apply/applicants',
    field: '#root_applicants_1_firstName',
    formData: { applicants: twoApplicants },
    prepare: async (site, user) => {
      await putAs(site.server.url, user, '/business-info', businessInfo);
      await putAs(site.server.url, user, '/applicants', twoApplicants);
    },
  },
];

/** What typing cost: the latency of each key press, and the page's JavaScript time per press. */
interface Typed {
  latencies: number[];
  scriptMsPerKey: number;
}

/**
 * Types into `field` of `page` with the CPU slowed `rate` times through the DevTools protocol. The script time comes
 * from Chromium's own counters (`Performance.getMetrics`), so it shows the engine's share of each frame apart from
 * the browser's fixed cost of style, layout and paint.
 */
async function measure(page: Page, field: string, rate: number): Promise<Typed> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
  await devtools.send('Performance.enable');
  const scriptSeconds = async () =>
    (await devtools.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration')?.value ??
    0;
  const before = await scriptSeconds();
  const latencies = await timeKeyPresses(page, field, PRESSES);
  const scriptMsPerKey = (((await scriptSeconds()) - before) * 1000) / latencies.length;
  await page.context().close();
  return { latencies, scriptMsPerKey };
}

async function ours(browser: Browser, site: ProductSite, typing: TypingCase, rate: number): Promise<Typed> {
  const user = await site.newUser();
  await typing.prepare(site, user);
  const page = await (await loggedInContext(browser, site.server.url, user)).newPage();
  await page.goto(typing.path);
  await page.locator(typing.field).waitFor();
  return measure(page, typing.field, rate);
}

async function baseline(browser: Browser, url: string, typing: TypingCase, rate: number): Promise<Typed> {
  const page = await (await browser.newContext({ baseURL: url })).newPage();
  await page.goto(`/live.html?form=${typing.key}`);
  await page.locator(typing.field).waitFor();
  return measure(page, typing.field, rate);
}

/**
 * A page with one text box and nothing else: what a key press costs the browser itself (input, style, layout,
 * paint, compositing) on this machine. No page can answer faster, so it bounds the speed-up any form can show
 * against the baseline.
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><title>floor</title><label for="floor">Text</label><input id="floor">';

async function floor(browser: Browser, url: string, rate: number): Promise<Typed> {
  const page = await (await browser.newContext({ baseURL: url })).newPage();
  await page.goto('/floor.html');
  return measure(page, '#floor', rate);
}

function floorFigure(rate: number, floor: Typed): Figure {
  return figure({
    name:
      `Key press to next frame, a lone text box (the browser's floor), ` +
      `p95${rate !== 1 ? `, ${rate}× slower CPU` : ''}`,
    value: round(percentile(floor.latencies, 95)),
    unit: 'ms',
    note:
      `p50 ${round(percentile(floor.latencies, 50))} ms, script ${round(floor.scriptMsPerKey)} ms/key, ` +
      `${floor.latencies.length} presses`,
  });
}

function typingFigure(typing: TypingCase, rate: number, ours: Typed, baseline: Typed): Figure {
  const [p50, p95, baseP50, baseP95] = [
    percentile(ours.latencies, 50),
    percentile(ours.latencies, 95),
    percentile(baseline.latencies, 50),
    percentile(baseline.latencies, 95),
  ];
  const speedUp = baseP95 / p95;
  const scriptShare = ours.scriptMsPerKey / baseline.scriptMsPerKey;
  const throttled = rate !== 1;
  return figure({
    name: `Key press to next frame, ${typing.label}, p95${throttled ? `, ${rate}× slower CPU` : ''}`,
    value: round(p95),
    unit: 'ms',
    // The issue sets targets at full speed; slowed down, the figures are reported.
    target: throttled ? '' : `script per key ≤ ${TARGET_SCRIPT_SHARE}× liveValidate's`,
    baseline:
      `${round(baseP95)} ms (p50 ${round(baseP50)} ms, script ${round(baseline.scriptMsPerKey)} ms/key) ` +
      `@rjsf/mui liveValidate`,
    ratio: `${speedUp.toFixed(1)}× faster, script ${scriptShare.toFixed(2)}× baseline`,
    verdict: throttled ? 'reported' : verdictOf(scriptShare <= TARGET_SCRIPT_SHARE),
    note: `p50 ${round(p50)} ms, script ${round(ours.scriptMsPerKey)} ms/key, ${ours.latencies.length} presses`,
  });
}

/**
 * Typing: in Chromium, the time from a key press to the next frame in the business-information step and in the
 * applicants step with two people, p95 over a few hundred presses, at full speed and with the CPU slowed 4 times;
 * against the same schemas rendered by a plain `@rjsf/mui` Form with `liveValidate` and the runtime validator.
 */
export async function typingSuite(bench: BenchContext): Promise<Figure[]> {
  const [site, browser] = await Promise.all([bench.productSite(), bench.launch(UNTHROTTLED_FRAMES)]);
  const baselineDir = bench.tempDir('baseline-live');
  const forms = Object.fromEntries(
    CASES.map((typing) => {
      const { schema, uiSchema } = loadForm(typing.form);
      return [typing.key, { schema, uiSchema: plainUiSchema(uiSchema as JsonObject), formData: typing.formData }];
    }),
  );
  await buildBaselinePage('live.html', baselineDir, { __BENCH_FORMS__: forms });
  writeFileSync(join(baselineDir, 'floor.html'), FLOOR_PAGE);
  const baselineServer = await serveFolder(baselineDir);
  bench.defer(() => baselineServer.stop());

  const figures: Figure[] = [];
  for (const rate of [1, THROTTLED_RATE]) {
    figures.push(floorFigure(rate, await floor(browser, baselineServer.url, rate)));
    for (const typing of CASES) {
      figures.push(
        typingFigure(
          typing,
          rate,
          await ours(browser, site, typing, rate),
          await baseline(browser, baselineServer.url, typing, rate),
        ),
      );
    }
  }
  return figures;
}
