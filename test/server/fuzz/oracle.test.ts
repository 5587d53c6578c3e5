import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerFaults, type CaseFacts } from '../../../scripts/lib/fuzz/oracle.ts';

/** A 400 problem document whose one field message is `message`, as the server answers a refused save. */
function refusal(message: string): LightMyRequestResponse {
  const problem = {
    type: 'urn:problem-type:validation-failed',
    title: 'Invalid data',
    status: 400,
    detail: 'Some data is not valid, so nothing was saved.',
    code: 'VALIDATION_FAILED',
    errors: { applicants: message },
    requestId: 'r-1',
  };
  return {
    statusCode: 400,
    headers: { 'content-type': 'application/problem+json' },
    body: JSON.stringify(problem),
    json: () => problem,
  } as unknown as LightMyRequestResponse;
}

const facts: CaseFacts = {
  verdict: 'invalid',
  untouched: false,
  expect: { status: 200 },
  t: () => 'Invalid data',
  fieldNames: new Set(['applicants']),
};

describe('the fuzz oracle', () => {
  it('takes a placeholder of the texts left in a message for a fault', () => {
    expect(answerFaults(refusal('{name} has not signed.'), facts)).toEqual([
      'the message for "applicants" is not a message: {name} has not signed.',
    ]);
  });

  it('takes braces in the data a message quotes for data (FUZZ_SEED=3961481589 named an owner "… {7}dP7MCA …")', () => {
    expect(answerFaults(refusal("North O'Brien {7}dP7MCA has not signed."), facts)).toEqual([]);
  });
});
