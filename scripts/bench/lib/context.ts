import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createDatabase } from '../../../src/server/db/database.ts';
import { createUsers, type BenchUser } from './accounts.ts';
import { buildProductClient } from './build.ts';
import { launchChromium } from '../../lib/chromium.ts';
import { loadPeerForms } from './peer-forms.ts';
import type { Peer } from './peers.ts';
import { newSecrets, startServer, type RunningServer } from './server-process.ts';
import { silentLogger } from '../../lib/seed/database.ts';
import { serveFolder } from './static-server.ts';

/** The product serving its built client on SQLite, with accounts for the browser suites. */
export interface ProductSite {
  server: RunningServer;
  /** A fresh verified account whose identity step is done: the wizard opens at business information. */
  newUser(): Promise<BenchUser>;
}

/** What several suites share, made on first use and cleaned up once at the end of the run. */
export class BenchContext {
  private readonly cleanups: Array<() => Promise<void> | void> = [];
  private client?: Promise<string>;
  private site?: Promise<ProductSite>;
  private chromium?: Promise<Browser>;
  private readonly peerSites = new Map<Peer, Promise<string>>();
  private chromiumSeen?: string;

  /** Runs `cleanup` when the bench ends, last registered first. */
  defer(cleanup: () => Promise<void> | void): void {
    this.cleanups.push(cleanup);
  }

  /** A new temporary folder, deleted when the bench ends. */
  tempDir(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
    this.defer(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  /** The product's client, built once for every suite; its folder. */
  productClient(): Promise<string> {
    return (this.client ??= (async () => {
      const dir = this.tempDir('client');
      await buildProductClient(dir);
      return dir;
    })());
  }

  productSite(): Promise<ProductSite> {
    return (this.site ??= this.startSite());
  }

  /** A peer built once for every suite from the product's forms and served compressed on loopback; its URL. */
  peerSite(peer: Peer): Promise<string> {
    let site = this.peerSites.get(peer);
    if (!site) {
      site = (async () => {
        const dir = this.tempDir('peer');
        await peer.build(dir, loadPeerForms());
        const server = await serveFolder(dir);
        this.defer(() => server.stop());
        return server.url;
      })();
      this.peerSites.set(peer, site);
    }
    return site;
  }

  /** Chromium with the end-to-end tests' flags, shared by the suites. */
  browser(): Promise<Browser> {
    return (this.chromium ??= this.launch());
  }

  /** A Chromium of a suite's own, with extra flags; closed at the end. */
  async launch(extraArgs: string[] = []): Promise<Browser> {
    const browser = await launchChromium(extraArgs);
    this.chromiumSeen = browser.version();
    this.defer(() => browser.close());
    return browser;
  }

  /** The version of the Chromium the suites drove, once one was launched. */
  chromiumVersion(): string | undefined {
    return this.chromiumSeen;
  }

  async close(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) await cleanup();
  }

  private async startSite(): Promise<ProductSite> {
    const secrets = newSecrets();
    const workDir = this.tempDir('site');
    const path = join(workDir, 'app.db');
    const server = await startServer({
      databaseUrl: `sqlite:${path}`,
      workDir,
      secrets,
      clientDir: await this.productClient(),
      logLevel: 'warn',
    });
    this.defer(() => server.stop());
    const db = createDatabase({ kind: 'sqlite', path }, silentLogger);
    this.defer(() => db.destroy());
    return { server, newUser: async () => (await createUsers(db, secrets, 1, { identityVerified: true }))[0] };
  }
}
