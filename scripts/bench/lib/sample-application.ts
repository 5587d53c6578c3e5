import type { Applicant, Shop } from '../../../src/shared/generated/form-data.ts';
import { accountInfo, businessInfo, coOwner, owner, shop } from '../../lib/credit-app/fixtures.ts';

/**
 * A complete application made from the forms' examples, the server tests' own: the body of the saves the bench
 * times, the data of the two-person applicants form it types into, and the content of the 100,000 applications it
 * stores. A field an analyst adds with its example is in it.
 */
export { accountInfo, businessInfo };

/** The owner and a co-owner: the applicants form "with two people". */
export const twoApplicants: Applicant[] = [owner, { ...coOwner, email: 'bo@acme.example' }];

export const shops: Shop[] = [shop];
