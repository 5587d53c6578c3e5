// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from '../../src/engine/toasts.tsx';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedApplication } from '../../src/app/application/bindings/index.ts';
import { ReviewStep } from '../../src/app/steps/ReviewStep.tsx';
import { manifest } from '../../src/engine/index.ts';
import { createTestI18n } from '../helpers/i18n.ts';

afterEach(cleanup);

/** An application as `GET /api/v1/credit-app` answers it once steps 2 to 4 are saved. */
const loaded: LoadedApplication = {
  kbvApplicant: { kbvStatus: 'VERIFIED' },
  creditApp: {
    id: 'app-1',
    status: 'DRAFT',
    businessInfo: {
      companyName: 'Acme Garage LLC',
      phone: '(417) 555-0100',
      businessType: 'SOLE_PROPRIETOR',
      businessDescription: 'Tire',
      yearsInBusiness: 0,
      yearsUnderCurrentOwnership: 4,
      taxExempt: true,
      accountsPayableSameAsPhone: true,
    },
    applicants: [
      {
        id: 'a1',
        firstName: 'Ann',
        lastName: 'Owner',
        ssn: '*****6789',
        dateOfBirth: '****-**-**',
        addressState: 'MO',
        yearsAtCurrentAddress: 7,
      },
      { id: 'a2', firstName: 'Bo', lastName: 'Partner', ssn: '*****0001', dateOfBirth: '****-**-**' },
    ],
    accountInfo: {
      paymentOption: 'MONTHLY_PAY',
      creditLimit: 15000,
      existingAccountNumbers: ['100234'],
      reasonForCompleting: 'ADDITIONAL_LOCATION',
      purchaseOrderRequired: false,
    },
    shops: [{ companyName: 'Acme North', addressCity: 'Nixa', preferredStoreId: '108', creditLimit: 2500 }],
    taxForms: [{ id: 't1', fileName: 'MO-149.pdf' }],
  },
};

async function renderReview(goToStep = vi.fn(), onComplete = vi.fn()) {
  const i18n = await createTestI18n('en');
  const step = manifest.steps.find((candidate) => candidate.kind === 'review')!;
  render(
    <I18nextProvider i18n={i18n}>
      <SnackbarProvider>
        <ReviewStep
          step={step}
          loaded={loaded}
          onComplete={onComplete}
          onPrevious={vi.fn()}
          goToStep={goToStep}
          reload={vi.fn()}
        />
      </SnackbarProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('region', { name: 'Business information' }, { timeout: 15_000 });
  return { goToStep, onComplete };
}

/** The value shown next to `label` in a section. */
function valueOf(section: HTMLElement, label: string): string | null | undefined {
  const term = within(section).getAllByText(label, { selector: 'dt' })[0];
  return term.nextElementSibling?.textContent;
}

describe('the review step', () => {
  it('shows each data step’s values, labelled and worded as its form', async () => {
    await renderReview();
    const business = screen.getByRole('region', { name: 'Business information' });
    expect(valueOf(business, 'Company Name / Doing Business As')).toBe('Acme Garage LLC');
    expect(valueOf(business, 'Business Type')).toBe('Sole Proprietor');
    expect(valueOf(business, 'Business Description')).toBe('Tire');
    expect(valueOf(business, 'Years in Business')).toBe('Less than 1 year');
    expect(valueOf(business, 'Years Under Current Ownership')).toBe('4');
    expect(valueOf(business, 'Are you exempt from sales tax?')).toBe('Yes');
    expect(valueOf(business, 'Tax exemption certificates')).toBe('MO-149.pdf');

    const account = screen.getByRole('region', { name: 'Account information' });
    expect(valueOf(account, 'Payment Option')).toBe('Monthly pay');
    expect(valueOf(account, 'Existing Account Numbers')).toBe('100234');
    expect(valueOf(account, 'Credit Limit Requested')).toBe('$15,000');
    const location = within(account).getByRole('region', { name: 'Location 1' });
    expect(valueOf(location, 'Preferred Store')).toBe('Nixa (store 108)');
    expect(valueOf(location, 'Credit Limit for This Location')).toBe('$2,500');
    // A toggle that only helps filling in ("Same as the business phone") is not an answer to review.
    expect(within(business).queryByText('Same as the business phone')).toBeNull();
  });

  it('shows the owner and the co-owner with their SSNs masked and their birth dates marked as saved', async () => {
    await renderReview();
    const owner = screen.getByRole('region', { name: 'Owner' });
    expect(valueOf(owner, 'First Name')).toBe('Ann');
    expect(valueOf(owner, 'Social Security Number')).toBe('***-**-6789');
    expect(valueOf(owner, 'Date of Birth')).toBe('Saved, not shown again for your security');
    expect(valueOf(owner, 'State')).toBe('Missouri');
    expect(valueOf(screen.getByRole('region', { name: 'Co-owner' }), 'Social Security Number')).toBe('***-**-0001');
    expect(document.body.textContent).not.toMatch(/\d{9}/);
  });

  it('has an edit button per section that opens its step, and Next that moves on', async () => {
    const { goToStep, onComplete } = await renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Applicants' }));
    expect(goToStep).toHaveBeenCalledWith('applicants');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Account information' }));
    expect(goToStep).toHaveBeenCalledWith('accountInformation');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Business information' }));
    expect(goToStep).toHaveBeenCalledWith('businessInformation');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onComplete).toHaveBeenCalled();
  });
});
