import { KBA_STATUS } from '../kba-status.ts';
import {
  KbvProviderError,
  type Answers,
  type IdentityDetails,
  type KbvProvider,
  type OfferedQuestion,
  type QuestionSetResult,
} from '../provider.ts';
import {
  DISTRACTOR_COUNT,
  nearbyYears,
  nearbyZips,
  normalize,
  otherCities,
  otherStreets,
  streetNameOf,
} from './distractors.ts';
import { seededRandom, shuffled } from './seeded-random.ts';

/**
 * SSN endings that make the sandbox act like a vendor that cannot help (docs/decisions/0006-product-rules.md#identity).
 */
const SANDBOX_SSN_ENDINGS = { noQuestions: '9999', failure: '9998' } as const;

/** The question texts are locale keys: the API reads them out in the applicant's language. */
const QUESTION_TEXT = {
  zip: 'kbv.sandbox.zip',
  city: 'kbv.sandbox.city',
  street: 'kbv.sandbox.street',
  year: 'kbv.sandbox.year',
} as const;
const NONE_OF_THE_ABOVE = 'kbv.sandbox.noneOfTheAbove';

interface Topic {
  text: string;
  /** The applicant's own answer, as the right choice reads. */
  value: string;
  distractors: string[];
}

function topicsOf(details: IdentityDetails, random: () => number): Topic[] {
  const zip = details.addressZip.slice(0, 5);
  const street = streetNameOf(details.addressLine1);
  const year = Number(details.dateOfBirth.slice(0, 4));
  return [
    { text: QUESTION_TEXT.zip, value: zip, distractors: nearbyZips(zip, random) },
    {
      text: QUESTION_TEXT.city,
      value: normalize(details.addressCity),
      distractors: otherCities(details.addressCity, details.addressState, random),
    },
    { text: QUESTION_TEXT.street, value: street, distractors: otherStreets(street, random) },
    { text: QUESTION_TEXT.year, value: String(year), distractors: nearbyYears(year, random) },
  ];
}

/** Everything the applicant entered: the same input gives the same questions, in the same order. */
function seedOf(details: IdentityDetails): string {
  const {
    ssn,
    dateOfBirth,
    firstName,
    lastName,
    addressLine1,
    addressLine2 = '',
    addressCity,
    addressState,
    addressZip,
  } = details;
  return JSON.stringify(
    [ssn, dateOfBirth, firstName, lastName, addressLine1, addressLine2, addressCity, addressState, addressZip].map(
      normalize,
    ),
  );
}

/**
 * The built-in provider (`KBV_PROVIDER=sandbox`): behaves like a knowledge-based verification service without any
 * network, so anyone can walk the whole flow. Four questions about what the applicant entered (ZIP, city, street,
 * birth year), each with the right value, three plausible wrong ones and NONE OF THE ABOVE; all four right passes.
 * An SSN ending 9999 gets no questions (KBA status Ineligible); one ending 9998 makes the call fail.
 */
export function createSandboxProvider(): KbvProvider {
  return {
    name: 'sandbox',

    async requestQuestions(details: IdentityDetails): Promise<QuestionSetResult> {
      if (details.ssn.endsWith(SANDBOX_SSN_ENDINGS.failure))
        throw new KbvProviderError('sandbox: simulated provider failure (SSN ending 9998)');
      if (details.ssn.endsWith(SANDBOX_SSN_ENDINGS.noQuestions))
        return { offered: false, kbaStatus: KBA_STATUS.INELIGIBLE };
      const random = seededRandom(seedOf(details));
      const topics = topicsOf(details, random);
      // An entry so odd that three wrong answers cannot be found (a one-letter city) gets no questions, as a real
      // vendor without enough data would answer.
      if (topics.some((topic) => topic.distractors.length < DISTRACTOR_COUNT))
        return { offered: false, kbaStatus: KBA_STATUS.NO_DATA };
      const rightChoices: Record<string, number> = {};
      const questions: OfferedQuestion[] = topics.map((topic, index) => {
        const texts = shuffled([topic.value, ...topic.distractors], random);
        rightChoices[index + 1] = texts.indexOf(topic.value) + 1;
        return {
          id: index + 1,
          text: { key: topic.text },
          choices: [
            ...texts.map((text, choice) => ({ id: choice + 1, text })),
            { id: texts.length + 1, text: { key: NONE_OF_THE_ABOVE } },
          ],
        };
      });
      return { offered: true, set: { questions, grading: { rightChoices } } };
    },

    async gradeAnswers(set, answers: Answers) {
      const rightChoices = set.grading.rightChoices as Record<string, number>;
      const allRight = set.questions.every((question) => answers.get(question.id) === rightChoices[question.id]);
      return allRight ? 'passed' : 'failed';
    },
  };
}
