import type { LoadedApplication } from '../../application/bindings/index.ts';
import { staffApi } from '../api/staff-api.ts';
import type { StaffApplication } from '../api/staff-types.ts';

/** The path of an application's calls under the staff API. */
export const applicationPath = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

export const fetchStaffApplication = (applicationId: string) =>
  staffApi<StaffApplication>('GET', applicationPath(applicationId));

/**
 * The submitted application in the shape the applicant's review reads, so that the console shows it through the
 * review's own code (the steps' bindings and forms): the same sections, labels and order.
 */
export function asLoadedApplication(application: StaffApplication): LoadedApplication {
  const { applicantInformation, businessInformation, applicants, accountInformation } = application.sections;
  const { shops = [], ...accountInfo } = accountInformation ?? {};
  return {
    creditApp: {
      id: application.applicationId,
      status: application.status,
      businessInfo: businessInformation,
      accountInfo: Object.keys(accountInfo).length ? accountInfo : null,
      applicants: applicants?.applicants ?? [],
      shops,
      taxForms: application.documents,
    },
    kbvApplicant: applicantInformation,
  };
}
