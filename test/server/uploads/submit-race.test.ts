import { beforeAll, expect, it } from 'vitest';
import type { InspectionPool } from '../../../src/server/inspection/inspection-pool.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { as } from '../../../scripts/lib/credit-app/support.ts';
import { certificatePdf } from '../../../scripts/lib/files/pdf-fixtures.ts';
import { owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { until } from '../../helpers/until.ts';
import { readySubmitter, submitBody } from '../submission/ready-submitter.ts';
import { storedTaxForms } from './stored-tax-forms.ts';

/** A gate that holds whoever waits on it until it is opened. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** One file in the multipart field `files`. */
function upload(bytes: Buffer): FormData {
  const body = new FormData();
  body.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'MO 149.pdf');
  return body;
}

describeOnEachDatabase('uploads and deletions racing the submission on $name', (suite) => {
  let certificate: Buffer;
  beforeAll(async () => {
    certificate = await certificatePdf();
  });

  it('refuses an upload that was under way when the application was submitted, and keeps nothing of it', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner]);
    const api = as(suite.app, user);
    const inspection = suite.app.inspection;
    const run = inspection.run.bind(inspection);
    const held = gate();
    let checking = false;
    // The upload passed the draft check and is checking its PDF when the submit comes.
    inspection.run = (async (task) => {
      if (task.kind === 'pdf') {
        checking = true;
        await held.opened;
      }
      return run(task);
    }) as InspectionPool['run'];
    try {
      const uploading = api.post('/taxExemption', upload(certificate));
      await until('the upload is checking its file', () => checking);
      expect((await api.put('/terms', submitBody(ids))).statusCode).toBe(200);
      held.open();
      const uploaded = await uploading;
      expect(uploaded.statusCode).toBe(409);
      expect(uploaded.json()).toMatchObject({ code: 'APPLICATION_SUBMITTED' });
    } finally {
      held.open();
      inspection.run = run;
    }
    expect((await api.get('/taxExemption')).json()).toEqual([]);
    const kept = await suite.app.db.selectFrom('tax_forms').select('storage_key').execute();
    const files = await storedTaxForms(suite.app, suite.app.config.uploadsDir);
    expect([...files.keys()].sort()).toEqual(kept.map((row) => row.storage_key).sort());
  });

  it('refuses a deletion that was under way when the application was submitted; the certificate stays', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner]);
    const api = as(suite.app, user);
    const [form] = (await api.post('/taxExemption', upload(certificate))).json();
    const applications = suite.app.repositories.creditApplications;
    const read = applications.getOrCreateDraft;
    const held = gate();
    let checked = false;
    // The deletion read the draft and found it open; the next read (the submit's) goes through.
    applications.getOrCreateDraft = async (userId) => {
      const draft = await read(userId);
      if (!checked) {
        checked = true;
        await held.opened;
      }
      return draft;
    };
    try {
      const deleting = api.delete(`/taxExemption/${form.id}`);
      await until('the deletion found the draft open', () => checked);
      expect((await api.put('/terms', submitBody(ids))).statusCode).toBe(200);
      held.open();
      const deleted = await deleting;
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toMatchObject({ code: 'APPLICATION_SUBMITTED' });
    } finally {
      held.open();
      applications.getOrCreateDraft = read;
    }
    expect((await api.get('/taxExemption')).json()).toEqual([form]);
  });
});
