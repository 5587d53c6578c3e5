import type { StepBinding } from './types.ts';

/**
 * A new application's applicants start with the owner: the form never lets the first entry be removed. SSNs and
 * birth dates come back masked and go back masked when unchanged: the server then keeps what it has.
 */
export function withOwnerFirst(binding: StepBinding): StepBinding {
  return {
    ...binding,
    formData: (loaded) => {
      const data = binding.formData(loaded) as { applicants?: unknown[] };
      return { ...data, applicants: data.applicants?.length ? data.applicants : [{}] };
    },
  };
}
