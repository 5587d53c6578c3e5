/** What a failed save may carry: the server's message and its messages per field (`applicants.0.ssn`). */
export interface SaveFailure {
  message?: string;
  fieldErrors?: Record<string, string>;
}

/** The text of a save-failure toast: the field messages joined with ", ", else the failure's own message. */
export function saveFailureText(failure: SaveFailure, fallback: string): string {
  const fieldMessages = Object.values(failure.fieldErrors ?? {});
  return fieldMessages.length ? fieldMessages.join(', ') : failure.message || fallback;
}
