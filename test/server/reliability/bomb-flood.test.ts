import { setInterval as paced } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readySubmitter } from '../submission/ready-submitter.ts';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { businessInfo, owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import type { TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { dataUrl, HOSTILE_PNGS } from '../../../scripts/lib/files/png-fixtures.ts';
import { certificatePdf, pdfWithPackedAction } from '../../../scripts/lib/files/pdf-fixtures.ts';

const BOMBS_PER_SECOND = 10;
const BOMBS = 30;

/** `GET /api/health` on a connection of its own (no keep-alive pool shared with the bombs): its status. */
function health(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/**
 * The acceptance of issue 14, as what happened rather than how long it took: health checks and saves are answered
 * while bombs are being inspected. The server runs in this process, so an answer that arrives while the server
 * counts an inspection under way was given while that inspection ran; an inspection that held the event loop
 * (instead of a thread of the pool) would let no answer through until it ended. On SQLite only: the inspections run in
 * the pool's threads whatever the database; the saves it makes meanwhile are the credit application suite's, on each.
 */
describeOnSqlite('a flood of decompression bombs on $name', (suite) => {
  let uploadsDir: string;
  let base: string;
  let port: number;
  let user: TestUser;
  let applicantId: string;
  /** Inspections under way in the server's threads, counted around its real pool. */
  let inspecting = 0;

  suite.appOptions(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'bomb-flood-'));
    return { env: { UPLOADS_DIR: uploadsDir } };
  });
  beforeAll(async () => {
    const pool = suite.app.inspection;
    const run = pool.run.bind(pool);
    pool.run = async (task) => {
      inspecting++;
      try {
        return await run(task);
      } finally {
        inspecting--;
      }
    };
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.app.server.address() as { port: number }).port;
    base = `http://127.0.0.1:${port}/api/v1`;
    // Every required step saved (the references too), so that a bomb's submit is judged on its signature and not
    // refused first as incomplete.
    const ready = await readySubmitter(suite.app, [owner]);
    user = ready.user;
    applicantId = ready.ids[0];
  });
  afterAll(async () => {
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('keeps answering health checks and saving drafts while the bombs are inspected', { timeout: 60_000 }, async () => {
    const pdfBomb = pdfWithPackedAction({ filters: ['FlateDecode'], packed: Buffer.alloc(64 * 1024 * 1024) });
    const signatureBombs = Object.values(HOSTILE_PNGS).map((make) => dataUrl(make()));
    const headers = { ...user.headers };
    const sendBomb = (index: number): Promise<number> => {
      if (index % 2 === 0) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(pdfBomb)], { type: 'application/pdf' }), `bomb-${index}.pdf`);
        return fetch(`${base}/taxExemption`, { method: 'POST', headers, body: form }).then((answer) => answer.status);
      }
      const signature = signatureBombs[index % signatureBombs.length];
      const body = {
        terms: true,
        generalTerms: true,
        electronicSignatureConsent: true,
        applicants: [{ applicantId, signature }],
      };
      return fetch(`${base}/terms`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((answer) => answer.status);
    };
    // A first, plain upload starts the inspection threads, as any server's first upload does.
    const warm = new FormData();
    warm.append('files', new Blob([new Uint8Array(await certificatePdf())], { type: 'application/pdf' }), 'ok.pdf');
    expect((await fetch(`${base}/taxExemption`, { method: 'POST', headers, body: warm })).status).toBe(201);

    const bombAnswers: Array<Promise<number>> = [];
    const healthDuringInspections: number[] = [];
    const saves: number[] = [];
    let savesDuringInspections = 0;
    let bombsAnswered = 0;
    const flood = (async () => {
      // The attack's rate, not a wait for anything: one bomb every tick of a 10-per-second clock.
      let index = 0;
      for await (const _tick of paced(1000 / BOMBS_PER_SECOND)) {
        bombAnswers.push(sendBomb(index).finally(() => bombsAnswered++));
        if (++index === BOMBS) break;
      }
    })();
    // Until the last bomb is answered, not only sent: the inspections go on after the flood, for longer the busier
    // the machine, and so do the probes, so that how many answers arrive during them does not depend on its speed.
    const probe = (async () => {
      while (bombsAnswered < BOMBS) {
        const status = await health(port);
        if (inspecting > 0) healthDuringInspections.push(status);
        const save = await fetch(`${base}/business-info`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(businessInfo),
        });
        saves.push(save.status);
        if (inspecting > 0) savesDuringInspections++;
      }
    })();
    await Promise.all([flood, probe]);
    const statuses = await Promise.all(bombAnswers);

    expect(new Set(statuses)).toEqual(new Set([400, 422]));
    expect(healthDuringInspections.length).toBeGreaterThan(3);
    expect(healthDuringInspections.every((status) => status === 200)).toBe(true);
    expect(savesDuringInspections).toBeGreaterThan(0);
    expect(saves.every((status) => status === 200)).toBe(true);
  });
});
