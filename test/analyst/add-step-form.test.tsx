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
import { FLEET_VEHICLES, copyWithFleetVehicles, vehicle } from './fleet-vehicles.ts';

// The app's own code, run on the copy: the build's forms module made from it, and no server behind the API client.
vi.mock('virtual:wizard', async () => {
  const { wizardModuleOf } = await import('./copy-wizard.ts');
  const { copyWithFleetVehicles: copy } = await import('./fleet-vehicles.ts');
  return wizardModuleOf(copy().schemasDir);
});
vi.mock('../../src/app/api/client.ts', () => ({ api: vi.fn(), logOut: vi.fn() }));

const { api } = await import('../../src/app/api/client.ts');
const wizard = (await import('virtual:wizard')) as unknown as { dispose(): void };
const { LoadingProvider, manifest, SnackbarProvider } = await import('../../src/engine/index.ts');
const { ApplicationPage } = await import('../../src/app/pages/ApplicationPage.tsx');
const { stepComponents } = await import('../../src/app/steps/index.ts');
const { asLoadedApplication } = await import('../../src/app/staff/application/staff-application.ts');

const copy = copyWithFleetVehicles();
const callApi = vi.mocked(api);
// jsdom lays nothing out; the form scrolls to its first error.
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});
afterAll(() => wizard.dispose());

const step = (key: string) => manifest.steps.find((candidate) => candidate.key === key)!;
const second = { ...vehicle, make: 'Chevrolet', model: 'Express 3500', fleetNumber: 'VAN-9' };

/** An application whose steps are all saved, the product's references and the fleet vehicles among them. */
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
    references: {
      tradeReferences: [{ company: 'Ozark Paint Supply', contact: 'Dana Miller', phone: '(417) 555-0188' }],
    },
    [FLEET_VEHICLES.section]: [vehicle, second],
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

describe('the Fleet vehicles step an analyst added, in the browser', () => {
  it('is a step of the wizard, after the references and before the review', () => {
    const keys = manifest.steps.map((candidate) => candidate.key);
    expect(keys.slice(keys.indexOf('accountInformation'), keys.indexOf('review') + 1)).toEqual([
      'accountInformation',
      'references',
      FLEET_VEHICLES.key,
      'review',
    ]);
  });

  it('is the wizard page /apply/fleet-vehicles, where an application with the rest saved opens', async () => {
    const unsaved = { ...loaded.creditApp, [FLEET_VEHICLES.section]: [] };
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
    await waitFor(() => expect(history.at(-1)).toBe('/apply/fleet-vehicles'), { timeout: 20_000 });
    expect(await screen.findByRole('button', { name: 'Add vehicle' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText('Fleet vehicles').length).toBeGreaterThan(0);
  });

  it('renders its form in both languages, up to three vehicles', async () => {
    await renderStep(FLEET_VEHICLES.key, 'es', {
      ...loaded,
      creditApp: { ...loaded.creditApp, [FLEET_VEHICLES.section]: [] },
    });
    // Nothing saved yet: the list starts with its add button.
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar vehículo' }, { timeout: 20_000 }));
    expect(await screen.findByRole('heading', { name: 'Vehículo 1' })).toBeTruthy();
    expect(screen.getByLabelText(/Marca/)).toBeTruthy();
    cleanup();
    await renderStep(FLEET_VEHICLES.key, 'en', loaded);
    const make = await screen.findAllByLabelText(/Make/, undefined, { timeout: 20_000 });
    expect(make.map((field) => (field as HTMLInputElement).value)).toEqual([vehicle.make, second.make]);
    fireEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).toBeNull();
  });

  it('shows its own message for a wrong fleet number and saves nothing', async () => {
    const withWrongNumber = { ...loaded, creditApp: { ...loaded.creditApp, [FLEET_VEHICLES.section]: [vehicle] } };
    await renderStep(FLEET_VEHICLES.key, 'en', withWrongNumber);
    const number = await screen.findByLabelText(/Your fleet number for it/, undefined, { timeout: 20_000 });
    fireEvent.change(number, { target: { value: 'VAN 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findAllByText('Your fleet number for it must be 1 to 20 letters, digits or dashes.'),
    ).not.toHaveLength(0);
    expect(callApi).not.toHaveBeenCalled();
  });

  it('saves the bare list through its own PUT, then moves on', async () => {
    callApi.mockResolvedValue([vehicle, second]);
    const { onComplete } = await renderStep(FLEET_VEHICLES.key, 'en', loaded);
    await screen.findAllByLabelText(/Make/, undefined, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith('PUT', FLEET_VEHICLES.path, [vehicle, second]);
  });

  it('shows on the review with an edit button that opens it', async () => {
    const { goToStep } = await renderStep('review', 'en', loaded);
    // The step's section; the list inside it has the same title.
    const [section] = await screen.findAllByRole('region', { name: 'Fleet vehicles' }, { timeout: 20_000 });
    const first = within(section).getByRole('region', { name: 'Vehicle 1' });
    expect(within(first).getByText('Make', { selector: 'dt' }).nextElementSibling?.textContent).toBe(vehicle.make);
    expect(within(section).getByText(second.fleetNumber)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Fleet vehicles' }));
    expect(goToStep).toHaveBeenCalledWith(FLEET_VEHICLES.key);
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
        [FLEET_VEHICLES.key]: { fleetVehicles: [vehicle] },
      },
    } as unknown as StaffApplication;
    expect(asLoadedApplication(detail).creditApp).toMatchObject({
      businessInfo: { companyName: 'Acme Garage LLC' },
      applicants: [{ id: 'a1' }],
      accountInfo: { paymentOption: 'MONTHLY_PAY' },
      shops: [],
      [FLEET_VEHICLES.section]: [vehicle],
    });
  });
});
