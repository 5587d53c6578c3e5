import { describe, expect, it } from 'vitest';
import citiesData from '../../../src/server/identity/sandbox/cities.json' with { type: 'json' };
import { streetNameOf } from '../../../src/server/identity/sandbox/distractors.ts';
import { createSandboxProvider } from '../../../src/server/identity/sandbox/sandbox-provider.ts';
import {
  KbvProviderError,
  type IdentityDetails,
  type OfferedQuestionSet,
} from '../../../src/server/identity/provider.ts';
import { applicantDetails } from './kbv-helpers.ts';

const provider = createSandboxProvider();
const signal = new AbortController().signal;
const cities = citiesData.cities as Record<string, string[]>;

async function offered(details: IdentityDetails): Promise<OfferedQuestionSet> {
  const result = await provider.requestQuestions(details, signal);
  if (!result.offered) throw new Error(`no questions (KBA status ${result.kbaStatus})`);
  return result.set;
}

/** The choice texts of each question, in order: zip, city, street, year. */
const textsOf = (set: OfferedQuestionSet) =>
  set.questions.map((question) => question.choices.slice(0, 4).map((choice) => choice.text as string));

/** A table of applicants, each with something that could trip the distractors up. */
const applicants: IdentityDetails[] = [
  applicantDetails(),
  applicantDetails({
    addressCity: 'Portland',
    addressState: 'ME',
    addressLine1: '12 Main St',
    addressZip: '04101',
    dateOfBirth: '1901-01-01',
  }),
  applicantDetails({
    addressCity: 'South Portland',
    addressState: 'ME',
    addressLine1: '5B N Main St Apt 4',
    addressZip: '00501',
  }),
  applicantDetails({
    addressCity: 'Mayagüez',
    addressState: 'PR',
    addressLine1: 'Calle Sol 3',
    addressZip: '99999',
    dateOfBirth: `${new Date().getFullYear() - 1}-01-01`,
  }),
  applicantDetails({ addressCity: 'Fargo', addressState: 'ND', addressLine1: '1 Broadway', addressZip: '58102' }),
];

describe('sandbox identity provider', () => {
  it.each(applicants)(
    'offers 4 questions of 5 choices with exactly one containing the value ($addressCity, $addressLine1)',
    async (details) => {
      const set = await offered(details);
      const values = [
        details.addressZip.slice(0, 5),
        details.addressCity.toUpperCase(),
        streetNameOf(details.addressLine1),
        details.dateOfBirth.slice(0, 4),
      ];
      expect(set.questions.map((question) => question.text)).toEqual(
        ['zip', 'city', 'street', 'year'].map((topic) => ({ key: `kbv.sandbox.${topic}` })),
      );
      set.questions.forEach((question, index) => {
        expect(question.choices).toHaveLength(5);
        expect(question.choices[4].text).toEqual({ key: 'kbv.sandbox.noneOfTheAbove' });
        const texts = question.choices.slice(0, 4).map((choice) => choice.text as string);
        expect(texts.filter((text) => text.includes(values[index]))).toEqual([values[index]]);
        expect(new Set(texts).size).toBe(4);
      });
    },
  );

  it.each(applicants)('draws plausible wrong choices ($addressCity)', async (details) => {
    const [zips, cityChoices, streets, years] = textsOf(await offered(details));
    for (const zip of zips)
      expect(Math.abs(Number(zip) - Number(details.addressZip.slice(0, 5)))).toBeLessThanOrEqual(40);
    expect(zips.every((zip) => /^\d{5}$/.test(zip))).toBe(true);
    const stateCities = cities[details.addressState].map((city) => city.toUpperCase());
    expect(cityChoices.every((city) => stateCities.includes(city) || city === details.addressCity.toUpperCase())).toBe(
      true,
    );
    expect(streets.every((street) => /^[A-Z0-9 ]+$/.test(street))).toBe(true);
    const year = Number(details.dateOfBirth.slice(0, 4));
    for (const choice of years) {
      expect(Math.abs(Number(choice) - year)).toBeLessThanOrEqual(6);
      expect(Number(choice)).toBeGreaterThanOrEqual(1900);
      expect(Number(choice)).toBeLessThanOrEqual(new Date().getFullYear());
    }
  });

  it('gives the same questions for the same input, and others for another input', async () => {
    expect(await offered(applicantDetails())).toEqual(await offered(applicantDetails()));
    expect(textsOf(await offered(applicantDetails({ ssn: '111223333' })))).not.toEqual(
      textsOf(await offered(applicantDetails())),
    );
  });

  it('grades all right as passed and anything else as failed', async () => {
    const details = applicantDetails();
    const set = await offered(details);
    const values = [details.addressZip.slice(0, 5), 'SPRINGFIELD', 'EVERGREEN TER', '1980'];
    const right = new Map(
      set.questions.map((question, index) => [
        question.id,
        question.choices.find((choice) => choice.text === values[index])!.id,
      ]),
    );
    expect(await provider.gradeAnswers(set, right, signal)).toBe('passed');
    const oneWrong = new Map(right).set(set.questions[2].id, 5);
    expect(await provider.gradeAnswers(set, oneWrong, signal)).toBe('failed');
  });

  it('offers nothing for an SSN ending 9999 and fails for one ending 9998', async () => {
    expect(await provider.requestQuestions(applicantDetails({ ssn: '000009999' }), signal)).toEqual({
      offered: false,
      kbaStatus: 2,
    });
    await expect(provider.requestQuestions(applicantDetails({ ssn: '000009998' }), signal)).rejects.toBeInstanceOf(
      KbvProviderError,
    );
  });

  it('offers nothing when no wrong choices can be found (a city of blanks)', async () => {
    expect(await provider.requestQuestions(applicantDetails({ addressCity: '  ' }), signal)).toEqual({
      offered: false,
      kbaStatus: 3,
    });
  });

  it.each([
    ['742 Evergreen Terrace', 'EVERGREEN TER'],
    ['1200 E  Sunshine Street Apt 4', 'E SUNSHINE ST'],
    ['9 Cherry Lane', 'CHERRY LN'],
    ['12-14 Oak Ave #3', 'OAK AVE'],
    ['PO Box 55', 'PO BOX 55'],
    ['221B Baker St', 'BAKER ST'],
    ['100', '100'],
  ])('reads the street name of %j as %j', (line, street) => {
    expect(streetNameOf(line)).toBe(street);
  });
});
