// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedApplication } from '../../src/app/application/bindings/index.ts';
import type { StaffApplication } from '../../src/shared/staff/staff-answers.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { TRADE_REFERENCES, copyWithTradeReferences, reference } from './trade-references.ts';

// The app's own code, run on the copy: the build's forms module made from it, and no server behind the API client.
vi.mock('virtual:wizard', async () => {
  const { wizardModuleOf } = await import('./copy-wizard.ts');
  const { copyWithTradeReferences: copy } = await import('./trade-references.ts');
  return wizardModuleOf(copy().schemasDir);
});
vi.mock('../../src/app/api/client.ts', () => ({ api: vi.fn(), logOut: vi.fn() }));

const { api } = await import('../../src/app/api/client.ts');
const wizard = (await import('virtual:wizard')) as unknown as { dispose(): void };
const { LoadingProvider, manifest, SnackbarProvider } = await import('../../src/engine/index.ts');
const { ApplicationPage } = await import('../../src/app/pages/ApplicationPage.tsx');
const { stepComponents } = await import('../../src/app/steps/index.ts');
const { asLoadedApplication } = await import('../../src/app/staff/application/staff-application.ts');

const copy = copyWithTradeReferences();
const callApi = vi.mocked(api);
// jsdom lays nothing out; the form scrolls to its first error.
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});
afterAll(() => wizard.dispose());

const step = (key: string) => manifest.steps.find((candidate) => candidate.key === key)!;
const second = { ...reference, company: 'Midwest Glass Co', accountNumber: 'MG-9' };

/** An application whose steps are all saved, the trade references among them. */
const loaded: LoadedApplication = {
  kbvApplicant: { kbvStatus: 'VERIFIED' },
  creditApp: {
    id: 'app-1',
    status: 'DRAFT',
    businessInfo: { companyName: 'Acme Garage LLC' },
    applicants: [{ id: 'a1', firstName: 'Ann', lastName: 'Owner' }],
    accountInfo: { paymentOption: 'MONTHLY_PAY' },
    shops: [],
    taxForms: [],
    [TRADE_REFERENCES.section]: [reference, second],
  },
};

const inLanguage = (language: i18n, children: ReactNode) => (
  <I18nextProvider i18n={language}>
    <SnackbarProvider>{children}</SnackbarProvider>
  </I18nextProvider>
);

/** Renders a step of the copy's wizard with the component the app shows for its kind. */
async function renderStep(key: string, language: 'en' | 'es', application: LoadedApplication, goToStep = vi.fn()) {
  const shown = step(key);
  const Step = stepComponents[shown.kind];
  const onComplete = vi.fn();
  const props = { step: shown, loaded: application, onComplete, goToStep, reload: vi.fn(async () => {}) };
  render(inLanguage(await createTestI18n(language, copy.localesDir), <Step {...props} />));
  return { onComplete, goToStep };
}

describe('the Trade references step an analyst added, in the browser', () => {
  it('is a step of the wizard, between the account and the review', () => {
    const keys = manifest.steps.map((candidate) => candidate.key);
    expect(keys.slice(keys.indexOf('accountInformation'), keys.indexOf('review') + 1)).toEqual([
      'accountInformation',
      TRADE_REFERENCES.key,
      'review',
    ]);
  });

  it('is the wizard page /apply/trade-references, where an application with the rest saved opens', async () => {
    const unsaved = { ...loaded.creditApp, [TRADE_REFERENCES.section]: [] };
    callApi.mockImplementation(async (_method, path) => (path === '/v1/credit-app' ? unsaved : loaded.kbvApplicant));
    const { hook, history } = memoryLocation({ path: '/', record: true });
    const page = (
      <LoadingProvider>
        <Router hook={hook}>
          <Switch>
            <Route path="/apply/:step">{(params) => <ApplicationPage stepPath={params.step} />}</Route>
            <Route path="/">
              <ApplicationPage />
            </Route>
          </Switch>
        </Router>
      </LoadingProvider>
    );
    render(inLanguage(await createTestI18n('en', copy.localesDir), page));
    await waitFor(() => expect(history.at(-1)).toBe('/apply/trade-references'), { timeout: 20_000 });
    expect(await screen.findByRole('button', { name: 'Add reference' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText('Trade references').length).toBeGreaterThan(0);
  });

  it('renders its form in both languages, up to three references', async () => {
    await renderStep(TRADE_REFERENCES.key, 'es', {
      ...loaded,
      creditApp: { ...loaded.creditApp, tradeReferences: [] },
    });
    // Nothing saved yet: the list starts with its add button.
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar referencia' }, { timeout: 20_000 }));
    expect(await screen.findByRole('heading', { name: 'Referencia 1' })).toBeTruthy();
    expect(screen.getByLabelText(/Empresa de referencia/)).toBeTruthy();
    cleanup();
    await renderStep(TRADE_REFERENCES.key, 'en', loaded);
    const company = await screen.findAllByLabelText(/Reference company/, undefined, { timeout: 20_000 });
    expect(company.map((field) => (field as HTMLInputElement).value)).toEqual([reference.company, second.company]);
    fireEvent.click(screen.getByRole('button', { name: 'Add reference' }));
    expect(await screen.findByRole('heading', { name: 'Reference 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add reference' })).toBeNull();
  });

  it('shows its own message for a wrong account number and saves nothing', async () => {
    const withWrongNumber = { ...loaded, creditApp: { ...loaded.creditApp, tradeReferences: [reference] } };
    await renderStep(TRADE_REFERENCES.key, 'en', withWrongNumber);
    const number = await screen.findByLabelText(/Your account number with them/, undefined, { timeout: 20_000 });
    fireEvent.change(number, { target: { value: 'OZ 4471' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findAllByText('Your account number with them must be 1 to 20 letters, digits or dashes.'),
    ).not.toHaveLength(0);
    expect(callApi).not.toHaveBeenCalled();
  });

  it('saves the bare list through its own PUT, then moves on', async () => {
    callApi.mockResolvedValue([reference, second]);
    const { onComplete } = await renderStep(TRADE_REFERENCES.key, 'en', loaded);
    await screen.findAllByLabelText(/Reference company/, undefined, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith('PUT', TRADE_REFERENCES.path, [reference, second]);
  });

  it('shows on the review with an edit button that opens it', async () => {
    const { goToStep } = await renderStep('review', 'en', loaded);
    // The step's section; the list inside it has the same title.
    const [section] = await screen.findAllByRole('region', { name: 'Trade references' }, { timeout: 20_000 });
    const first = within(section).getByRole('region', { name: 'Reference 1' });
    expect(within(first).getByText('Reference company', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      reference.company,
    );
    expect(within(section).getByText(second.accountNumber)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Trade references' }));
    expect(goToStep).toHaveBeenCalledWith(TRADE_REFERENCES.key);
  });

  it('reaches the staff console’s review from the detail the server sends', () => {
    const detail = {
      applicationId: 'TCA-0000-0000',
      status: 'SUBMITTED',
      documents: [],
      sections: {
        applicantInformation: { firstName: 'Ann' },
        businessInformation: { companyName: 'Acme Garage LLC' },
        applicants: { applicants: [{ id: 'a1' }] },
        accountInformation: { paymentOption: 'MONTHLY_PAY', shops: [] },
        [TRADE_REFERENCES.key]: { tradeReferences: [reference] },
      },
    } as unknown as StaffApplication;
    expect(asLoadedApplication(detail).creditApp).toMatchObject({
      businessInfo: { companyName: 'Acme Garage LLC' },
      applicants: [{ id: 'a1' }],
      accountInfo: { paymentOption: 'MONTHLY_PAY' },
      shops: [],
      [TRADE_REFERENCES.section]: [reference],
    });
  });
});
