// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../src/engine/providers.ts';
import type { RetentionState } from '../../../src/shared/staff/retention.ts';
import { mayDo, type StaffRole } from '../../../src/shared/staff/roles.ts';
import type { StaffApplication } from '../../../src/shared/staff/staff-answers.ts';
import { createTestI18n } from '../../helpers/i18n.ts';

/** The console's calls and session, replaced: the server's side is tested in test/server/retention/. */
const calls = vi.hoisted(() => ({ role: 'manager' as string, answers: [] as unknown[], sent: [] as unknown[][] }));
vi.mock('../../../src/app/staff/api/staff-api.ts', () => ({
  staffApi: async (...args: unknown[]) => {
    calls.sent.push(args);
    const answer = calls.answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  },
}));
vi.mock('../../../src/app/staff/api/staff-session.ts', () => ({
  staffMay: (permission: Parameters<typeof mayDo>[1]) => mayDo(calls.role as StaffRole, permission),
}));
const { RetentionPanel } = await import('../../../src/app/staff/application/RetentionPanel.tsx');

const KEPT: RetentionState = {
  decidedAt: '2026-11-02T10:00:00.000Z',
  purgeDueOn: '2027-12-02',
  purgedAt: null,
  hold: null,
  reasonsRequested: null,
};
/** Toasts come with notistack, fetched on the first one: the first test waits for its import. */
const TOAST = { timeout: 10_000 };

const declined = { applicationId: 'TCA-AAAA-BBBB', status: 'DECLINED' } as StaffApplication;

async function show(role: StaffRole, language: 'en' | 'es', answers: unknown[]) {
  calls.role = role;
  calls.answers = answers;
  calls.sent = [];
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <SnackbarProvider>
        <RetentionPanel application={declined} />
      </SnackbarProvider>
    </I18nextProvider>,
  );
  return i18n;
}

afterEach(cleanup);

describe('the retention panel of an application', () => {
  it('lets a manager place a hold with a reason, and says so in a toast', async () => {
    const held = { ...KEPT, purgeDueOn: null, hold: { reason: 'Lawsuit', by: 'm@x.test', at: KEPT.decidedAt! } };
    await show('manager', 'en', [KEPT, held]);
    expect(await screen.findByRole('region', { name: 'Retention of personal data' })).toBeTruthy();
    expect(screen.getByText('Dec 2, 2027')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason for the hold/), { target: { value: 'Lawsuit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place a hold' }));
    expect(await screen.findByText(/^Hold placed/, {}, TOAST)).toBeTruthy();
    expect(calls.sent[1]).toEqual(['POST', '/applications/TCA-AAAA-BBBB/retention/hold', { reason: 'Lawsuit' }]);
    expect(screen.getByText(/Lawsuit \(m@x\.test/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release the hold' })).toBeTruthy();
  });

  it('lets an analyst record the written request for reasons, in Spanish, and shows a refusal as a toast', async () => {
    await show('analyst', 'es', [KEPT, Object.assign(new Error('No permitido'))]);
    await screen.findByRole('region', { name: 'Conservación de los datos personales' });
    expect(screen.queryByRole('button', { name: 'Retener los datos' })).toBeNull();
    const day = screen.getByLabelText(/Día en que llegó la petición escrita/);
    fireEvent.change(day, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar la petición de motivos' }));
    expect(await screen.findByText('No permitido', {}, TOAST)).toBeTruthy();
    await waitFor(() =>
      expect(calls.sent[1]).toEqual([
        'POST',
        '/applications/TCA-AAAA-BBBB/retention/reasons-requested',
        { receivedOn: '2026-11-20' },
      ]),
    );
  });

  it('shows a viewer the dates only', async () => {
    await show('viewer', 'en', [{ ...KEPT, purgeDueOn: null, purgedAt: '2027-12-03T02:00:00.000Z' }]);
    await screen.findByRole('region', { name: 'Retention of personal data' });
    expect(screen.getByText('Personal data deleted')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
