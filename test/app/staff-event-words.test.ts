import { describe, expect, it } from 'vitest';
import { createTranslators } from '../../src/server/i18n/server-i18n.ts';
import decisionSchema from '../../schemas/staff/decision.schema.json' with { type: 'json' };
import decisionUi from '../../schemas/staff/decision.ui.json' with { type: 'json' };
import type { LoadedForm } from '../../src/engine/index.ts';
import { conflictWords, withReasonsWording } from '../../src/app/staff/application/decision-form.ts';
import { detailWords, historyWords } from '../../src/app/staff/application/event-words.ts';
import { maskedSsnText } from '../../src/shared/staff/ssn-text.ts';
import type { AuditEvent, Decision } from '../../src/shared/staff/staff-answers.ts';

/** The console's words come from the same locale files in the browser; the server's translators read them here. */
const translators = createTranslators();
const AT = '2026-11-24T15:00:00.000Z';

const event = (action: string, detail: Record<string, unknown>, staff: string | null = 'dana@supplier.test') =>
  ({ action, detail, staff, at: AT, ip: '127.0.0.1' }) as AuditEvent;

describe('the history and the audit trail in words, in English and Spanish', () => {
  it.each([
    [
      'an approval, by the member’s name once there is one',
      {
        ...event('DECISION', { decision: 'APPROVE', creditLimit: 5000, paymentOption: 'MONTHLY_PAY' }),
        staffName: 'Dana Ruiz',
      },
      'Approved, $5,000, monthly pay, by Dana Ruiz',
      'Aprobada, $5,000, pago mensual, por Dana Ruiz',
    ],
    [
      'a cash approval, by the email without a name',
      event('DECISION', { decision: 'APPROVE', paymentOption: 'CASH_ACCOUNT' }),
      'Approved as a cash account, by dana@supplier.test',
      'Aprobada como cuenta de contado, por dana@supplier.test',
    ],
    [
      'a request for changes',
      event('DECISION', { decision: 'REQUEST_CHANGES', steps: ['businessInformation'], message: 'Add the fax.' }),
      'Changes requested: Business information — Add the fax., by dana@supplier.test',
      'Cambios solicitados: Información del negocio — Add the fax., por dana@supplier.test',
    ],
    [
      'a decline without reasons',
      event('DECISION', { decision: 'DECLINE', reasons: [] }),
      'Declined, no reasons stated (the letter offers them on request), by dana@supplier.test',
      'Rechazada, sin motivos indicados (la carta los ofrece a petición), por dana@supplier.test',
    ],
    [
      'a resubmission',
      event('STATUS_CHANGE', { from: 'CHANGES_REQUESTED', to: 'SUBMITTED', by: 'applicant' }, null),
      'Changes requested → Submitted, by the applicant',
      'Cambios solicitados → Enviada, por el solicitante',
    ],
  ])('%s', (_, entry, english, spanish) => {
    expect(historyWords(entry, translators.en)).toBe(english);
    expect(historyWords(entry, translators.es)).toBe(spanish);
  });

  it.each([
    [event('DOWNLOAD', { document: 'signed.pdf' }), 'Signed application (PDF)'],
    [event('DOWNLOAD', { document: 'letter 0b6c', fileName: undefined }), 'Decision letter'],
    [event('DOWNLOAD', { document: '4f1e', fileName: 'MO 149.pdf' }), 'Certificate MO 149.pdf'],
    [event('ASSIGN', { assignee: null }), 'Unassigned'],
    [event('REVEAL', { reason: 'Checking the guarantor' }), 'Checking the guarantor'],
    [event('DECISION', { decision: 'DECLINE', reasons: ['timeInBusiness'] }), 'Declined: Length of time in business'],
    [
      event('SCREENING_CLEARED', {
        hit: '9c1d',
        who: 'owner',
        entry: 10002,
        program: 'SDGT',
        score: 0.8957,
        reason: 'b. 1970',
      }),
      'Entry 10002 (SDGT), score 0.90: b. 1970',
    ],
  ])('words the audit detail of %j without codes', (entry, words) => {
    expect(detailWords(entry, translators.en)).toBe(words);
  });

  it('says who decided first and when, after a 409', () => {
    const decision = { decision: 'DECLINE', decidedAt: AT, staff: 'dana@supplier.test', staffName: 'Dana Ruiz' };
    const now = Date.parse(AT) + 20_000;
    expect(conflictWords(decision as Decision, translators.en, 'en-US', now)).toMatch(
      /^Declined by Dana Ruiz a moment ago\./,
    );
    expect(conflictWords(decision as Decision, translators.es, 'es-US', now + 3_600_000)).toMatch(
      /^Rechazada por Dana Ruiz hace 1 hora\./,
    );
  });

  it('masks an SSN one way, whatever it is given', () => {
    expect(['*****6789', '123456789', '6789'].map(maskedSsnText)).toEqual([
      '***-**-6789',
      '***-**-6789',
      '***-**-6789',
    ]);
    expect(maskedSsnText('12-34')).toBe('***-**-****');
  });
});

describe('the decline reasons are worded by whether the decision form requires one', () => {
  const form = (schema: unknown) => ({ schema, uiSchema: decisionUi }) as unknown as LoadedForm;
  const helpOf = (loaded: LoadedForm) => (loaded.uiSchema.reasons as Record<string, unknown>)['ui:help'];

  it('says none may be chosen as the schema stands, and "at least one" once it asks for one', () => {
    expect(helpOf(withReasonsWording(form(decisionSchema)))).toBe('staff.help.reasonsOptional');
    const requiring = structuredClone(decisionSchema) as unknown as {
      allOf: Array<{ then: { properties: Record<string, object> } }>;
    };
    const decline = requiring.allOf.find((entry) => 'reasons' in entry.then.properties)!;
    decline.then.properties.reasons = { ...decline.then.properties.reasons, minItems: 1 };
    expect(helpOf(withReasonsWording(form(requiring)))).toBe('staff.help.reasonsRequired');
    expect(translators.en('staff.help.reasonsOptional')).toContain('You may choose none');
  });
});
