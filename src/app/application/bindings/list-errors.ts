import { ApiError } from '../../api/api-error.ts';

/**
 * Saves a list the form edits as its field `field` through an API that takes the bare list: the server names a
 * failed field by its place in the list (`0.ssn`), the form by its place in the form (`applicants.0.ssn`).
 */
export async function saveList<T>(field: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([path, message]) => [path ? `${field}.${path}` : field, message]),
    );
    throw new ApiError(error.status, { detail: error.message, code: error.code, errors: fieldErrors });
  }
}
