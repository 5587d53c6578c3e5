import { manifest } from '../../../engine/index.ts';
import type { LoadedApplication } from '../../application/bindings/index.ts';
import { sectionsOfStep } from '../../application/bindings/data-step.ts';
import type { CreditApp } from '../../application/credit-app.ts';
import { staffApi } from '../api/staff-api.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';

/** The path of an application's calls under the staff API. */
export const applicationPath = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

export const fetchStaffApplication = (applicationId: string) =>
  staffApi<StaffApplication>('GET', applicationPath(applicationId));

/**
 * The submitted application in the shape the applicant's review reads, so that the console shows it through the
 * review's own code (the steps' bindings and forms): the same sections, labels and order.
 */
export function asLoadedApplication(application: StaffApplication): LoadedApplication {
  const { applicantInformation, ...steps } = application.sections;
  const sections = manifest.steps
    .filter((step) => step.saves?.length)
    .map((step) => sectionsOfStep(step, steps[step.key] ?? {}));
  return {
    creditApp: {
      id: application.applicationId,
      status: application.status,
      ...(Object.assign({}, ...sections) as Pick<CreditApp, 'businessInfo' | 'accountInfo' | 'applicants' | 'shops'>),
      taxForms: application.documents,
    },
    kbvApplicant: applicantInformation,
  };
}
