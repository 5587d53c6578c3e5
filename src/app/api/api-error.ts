import type { SaveFailure } from '../../engine/index.ts';

/** An RFC 9457 problem document as the API answers it. */
export interface Problem {
  title?: string;
  detail?: string;
  status?: number;
  code?: string;
  errors?: Record<string, string>;
}

/** A failed API call: the HTTP status, the problem's code and message, and its messages per field. */
export class ApiError extends Error implements SaveFailure {
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(status: number, problem: Problem | undefined) {
    super(problem?.detail ?? problem?.title ?? '');
    this.status = status;
    this.code = problem?.code;
    this.fieldErrors = problem?.errors && Object.keys(problem.errors).length ? problem.errors : undefined;
  }
}
