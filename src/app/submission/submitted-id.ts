/**
 * The Application ID of the application this tab submitted, kept for the success page in this tab only: the page
 * shows it once and the session ends when the person leaves. Apart from the submission's API calls, so that every
 * page's first chunk, which forgets it when the session ends, does not carry the API client.
 */
const APPLICATION_ID_KEY = 'applicationId';

export function rememberSubmission(applicationId: string): void {
  sessionStorage.setItem(APPLICATION_ID_KEY, applicationId);
}

export function submittedApplicationId(): string | null {
  return sessionStorage.getItem(APPLICATION_ID_KEY);
}

export function forgetSubmission(): void {
  sessionStorage.removeItem(APPLICATION_ID_KEY);
}
