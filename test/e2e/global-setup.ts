import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from '../../scripts/lib/chromium.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import './shared-product.ts';

/**
 * The browser group's global setup: one product (server, database, mail catcher) that every browser file without
 * settings of its own shares, instead of each file starting its own, which cost every file the server's start-up
 * checks of every form; and one Chromium that every browser file drives, instead of each launching its own. Each
 * test still makes its own accounts and browser contexts.
 *
 * The product starts in the background and is handed out by a small HTTP service on loopback (its address is what
 * `provide` passes to the files): vitest runs every group's global setup before its first group, so waiting here
 * would hold up the unit tests, while starting here lets the start-up run beside them. The same service passes on
 * the product's emails, which the mail catcher in this process receives and a test file in a worker waits for.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Reminders of references due are looked for every 300 ms instead of every 15 minutes, so that journey.test.ts,
  // which moves a request's clock, sees them go out at once; a look is one indexed query.
  const starting = startProductServer({ REFERENCE_CHECK_MS: '300' });
  const launching = launchChromiumServer();
  // Reported to the first file that asks; unobserved until then.
  starting.catch(() => {});
  launching.catch(() => {});

  const service = createServer((request, response) => {
    answer(request, response, starting, launching).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });
  const port = await new Promise<number>((resolvePort) =>
    service.listen(0, '127.0.0.1', () => resolvePort((service.address() as { port: number }).port)),
  );
  project.provide('sharedProductService', `http://127.0.0.1:${port}`);

  return async () => {
    await new Promise((closed) => service.close(closed));
    await (await launching.catch(() => undefined))?.close();
    await (await starting.catch(() => undefined))?.stop();
  };
}

/**
 * `GET /browser`: the shared Chromium's endpoint for Playwright's `connect`, once it runs. `GET /product`: the
 * product's address once it is up. `GET /mail?to=…&timeoutMs=…`: the next email to `to`.
 */
async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  starting: Promise<ProductServer>,
  launching: Promise<BrowserServer>,
) {
  const { pathname, searchParams } = new URL(request.url ?? '/', 'http://service');
  if (pathname === '/browser') {
    const endpoint = (await launching).wsEndpoint();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(endpoint));
    return;
  }
  const product = await starting;
  if (pathname === '/product') {
    const { url, dataDir, jwtSecret } = product;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url, dataDir, jwtSecret }));
  } else if (pathname === '/mail') {
    const mail = await product.mail.next(searchParams.get('to') ?? '', Number(searchParams.get('timeoutMs')));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail));
  } else {
    response.writeHead(404).end();
  }
}
