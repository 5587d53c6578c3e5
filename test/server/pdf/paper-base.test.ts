import { PDFDocument, PDFSignature } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPaperBase } from '../../../src/server/pdf/paper-base.ts';
import { loadPaperSource } from '../../../src/server/pdf/paper-source.ts';
import { stampPaperApplication } from '../../../src/server/pdf/paper-stamp.ts';
import { pdfText } from './helpers/pdf-text.ts';

describe('the base paper application', () => {
  const source = loadPaperSource();

  it('has a line to sign, a signature field and a date even when the online forms ask for no signature', async () => {
    const english = source.editions.en;
    const unsigned = { ...english, sections: english.sections.filter((section) => section.kind !== 'submit') };
    const base = await renderPaperBase(unsigned, ['MO']);
    const fields = (await PDFDocument.load(base.bytes)).getForm().getFields();
    const byName = new Map(fields.map((field) => [field.getName(), field]));
    expect(byName.get('signatures.0.signature')).toBeInstanceOf(PDFSignature);
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['signatures.0.signatureDate', 'signatures.0.printedName']),
    );
  });

  it(
    'takes the longest exemption note (Tennessee) and the shortest (Delaware) on page 1, before the legend that ' +
      'follows it',
    async () => {
      const english = source.editions.en;
      const base = await renderPaperBase(english, source.states);
      const pages = (await PDFDocument.load(base.bytes)).getPageCount();
      for (const state of ['TN', 'DE']) {
        const stamped = await stampPaperApplication(base, english, state, `${state}-ENG`);
        expect((await PDFDocument.load(stamped)).getPageCount()).toBe(pages);
        const text = await pdfText(stamped);
        const note = text.indexOf(`Sales-tax exemption in ${english.t(`enums.state.${state}`)}`);
        expect(note).toBeGreaterThan(-1);
        expect(text.indexOf('Fields marked * are required.')).toBeGreaterThan(note);
        expect(text).toContain(`${english.t('forms.pdf.title')} · ${state}-ENG`);
      }
    },
  );
});
