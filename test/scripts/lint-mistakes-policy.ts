/* Analyst mistakes in the credit policy, with the line the lint prints. */
import { both, type Mistake } from './lint-mistake.ts';

const POLICY = 'schemas/policy/credit-policy.json';

/** How the credit policy can go wrong: each would recommend something other than what the analyst meant. */
export const POLICY_MISTAKES: Mistake[] = [
  {
    name: "a factor's setting is misspelt",
    make: (edit) =>
      edit.json(POLICY, (policy) => {
        policy.factors[0].weigth = policy.factors[0].weight;
        delete policy.factors[0].weight;
      }),
    at: `${POLICY} at factors[0].weigth: error:`,
    says: ['"weigth" is not a policy setting here (did you mean "weight"?)'],
  },
  {
    name: 'a factor reads an input that does not exist',
    make: (edit) => edit.json(POLICY, (policy) => (policy.factors[0].input = 'yearsInBusness')),
    at: `${POLICY} at factors[0].input: error:`,
    says: ['"yearsInBusness" is not one of the choices (did you mean "yearsInBusiness"?)', 'Write one of'],
  },
  {
    name: 'a failing rule gives a reason the decision form does not have',
    make: (edit) => edit.json(POLICY, (policy) => (policy.factors[0].bands[0].reasons = ['timeInBusines'])),
    at: `${POLICY} at factors[0].bands[0].reasons[0]: error:`,
    says: ['"timeInBusines" is not a decline reason of the decision form (did you mean "timeInBusiness"?)'],
  },
  {
    name: "a factor's bands are out of order",
    make: (edit) => edit.json(POLICY, (policy) => (policy.factors[0].bands[1].below = 1)),
    at: `${POLICY} at factors[0].bands[1].below: error:`,
    says: ['1 is not above the band before it (2)', 'from the lowest "below" to the highest'],
  },
  {
    name: 'a factor has no label in a language',
    make: (edit) => both(edit, 'staffPolicy', (texts) => delete texts.factors.screening),
    at: `${POLICY} at factors[6].name: error:`,
    says: ['factor "screening" has no label in locales/en/staffPolicy.json'],
  },
  {
    name: 'the score to approve is not above the score to review',
    make: (edit) => edit.json(POLICY, (policy) => (policy.thresholds.review = policy.thresholds.approve)),
    at: `${POLICY} at thresholds.approve: error:`,
    says: ['is not above review', 'Make the score to approve higher'],
  },
  {
    name: 'the auto-approval ceiling is above what a decision grants',
    make: (edit) => edit.json(POLICY, (policy) => (policy.autoApproval.ceiling = 60000)),
    at: `${POLICY} at autoApproval.ceiling: error:`,
    says: ['60000 is above the largest limit the decision form grants (50000)'],
  },
];
