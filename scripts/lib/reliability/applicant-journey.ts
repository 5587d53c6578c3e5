import {
  accountInfo,
  businessInfo,
  coOwner,
  identityApplicant,
  owner,
  references,
  shop,
  SIGNATURE,
} from '../credit-app/fixtures.ts';
import { linkIn, type MailCatcher } from '../mail-catcher.ts';
import { call, type Answer, type CallOptions } from './http-client.ts';

const PASSWORD = 'Gr33n-Tractor!';

/**
 * The identity an applicant enters (step 1's sample data), on a street and ZIP the answers below know: what the
 * sandbox's questions about it ask.
 */
const IDENTITY = { ...identityApplicant, addressLine1: '100 Main St', addressZip: '65802' };
const KNOWN_ANSWERS = ['65802', 'SPRINGFIELD', 'MAIN', '1970'];

/** One call of a journey: which step, how long it took, and whether it went as a person would expect. */
interface StepTiming {
  step: string;
  ms: number;
}

export interface JourneyResult {
  email: string;
  applicationId?: string;
  /** What went wrong, one line per surprise; empty when the journey ended with a submitted application. */
  errors: string[];
  steps: StepTiming[];
}

export interface JourneyOptions {
  /** The servers behind the "load balancer": each request goes to the next one. */
  servers: readonly string[];
  mail: MailCatcher;
  /** `PUBLIC_URL` of the servers: the address the emails' links start with. */
  publicUrl: string;
  /** The applicant's own address, sent as `X-Forwarded-For` (the servers trust the loopback proxy). */
  clientAddress: string;
  /** Distinguishes the applicant's email and data. */
  index: number;
  /** A tax-exemption certificate to upload, for some applicants. */
  certificate?: Buffer;
}

let nextServer = 0;

/**
 * One applicant's whole journey through the API, as the browser makes it: register, verify the email from its
 * link, log in, verify identity by answering the questions, save every step, upload a certificate, read the terms,
 * submit, see the Application ID, log out. Every request goes to the next server in turn, as a round-robin load
 * balancer would send them.
 */
export async function applicantJourney(options: JourneyOptions): Promise<JourneyResult> {
  const email = `applicant${options.index}-${Date.now()}@load.example`;
  const result: JourneyResult = { email, errors: [], steps: [] };
  /** The access token once logged in; the steps before the login go without. */
  const auth: { bearer?: string } = {};

  const step = async (
    name: string,
    method: string,
    path: string,
    expected: number,
    callOptions: CallOptions = {},
  ): Promise<Answer | undefined> => {
    const server = options.servers[nextServer++ % options.servers.length];
    const started = performance.now();
    try {
      const answer = await call(server, method, path, {
        bearer: auth.bearer,
        ...callOptions,
        headers: { 'x-forwarded-for': options.clientAddress, ...callOptions.headers },
      });
      result.steps.push({ step: name, ms: performance.now() - started });
      if (answer.status === expected) return answer;
      result.errors.push(`${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    } catch (error) {
      result.errors.push(`${name}: ${(error as Error).message}`);
    }
    return undefined;
  };

  const registered = await step('register', 'POST', '/auth/register', 201, {
    body: { email, password: PASSWORD, passwordRecoveryQuestionKey: 'first_car', passwordRecoveryAnswer: 'Herbie' },
  });
  if (!registered) return result;
  const link = new URL(linkIn(await options.mail.next(email, 120_000), `${options.publicUrl}/verify-email`));
  if (!(await step('verify email', 'GET', '/email/verify', 200, { query: { ac: link.searchParams.get('ac')! } })))
    return result;
  const session = await step('login', 'POST', '/auth/login', 200, { body: { email, password: PASSWORD } });
  if (!session) return result;
  auth.bearer = session.body.access_token;

  await step('open application', 'GET', '/credit-app', 200);
  await step('save identity', 'PUT', '/kbvapplicants', 200, {
    body: { ...IDENTITY, ssn: String(200_000_000 + (options.index % 9000)) },
  });
  const offered = await step('ask questions', 'POST', '/kbvapplicants/kbv', 200);
  const questions = (offered?.body.detailedDecisionResponse?.Authentication?.KBA?.Questions ?? []) as Array<{
    Id: number;
    Choices: Array<{ Id: number; ChoiceText: string }>;
  }>;
  const answers = questions.map((question) => {
    const known =
      question.Choices.find((choice) =>
        KNOWN_ANSWERS.some((answer) => choice.ChoiceText.toUpperCase().includes(answer)),
      ) ?? question.Choices[0];
    return {
      Id: question.Id,
      Choices: question.Choices.map((choice) => ({ Id: choice.Id, Answer: choice.Id === known.Id })),
    };
  });
  await step('answer questions', 'PUT', '/kbvapplicants/kbv', 200, { body: { Questions: answers } });

  await step('save business', 'PUT', '/business-info', 200, {
    body: { ...businessInfo, companyName: `Load Test Garage ${options.index}` },
  });
  if (options.certificate) {
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(options.certificate)], { type: 'application/pdf' }),
      `certificate-${options.index}.pdf`,
    );
    await step('upload certificate', 'POST', '/taxExemption', 201, { form });
  }
  const applicants = await step('save applicants', 'PUT', '/applicants', 200, {
    body: options.index % 2 ? [owner, coOwner] : [owner],
  });
  await step('save account', 'PUT', '/account-info', 200, { body: accountInfo });
  await step('save locations', 'PUT', '/shops', 200, { body: [shop] });
  await step('save references', 'PUT', '/references', 200, { body: references });
  await step('read terms', 'GET', '/terms', 200);
  const signers = ((applicants?.body ?? []) as Array<{ id: string }>).map((applicant) => ({
    applicantId: applicant.id,
    signature: SIGNATURE,
  }));
  const submitted = await step('submit', 'PUT', '/terms', 200, {
    body: {
      terms: true,
      generalTerms: true,
      personalGuarantee: true,
      electronicSignatureConsent: true,
      applicants: signers,
    },
  });
  result.applicationId = submitted?.body.applicationId;
  const shown = await step('see confirmation', 'GET', '/credit-app', 200);
  if (shown && (shown.body.status !== 'SUBMITTED' || shown.body.applicationId !== result.applicationId))
    result.errors.push(`confirmation: ${shown.body.status} ${shown.body.applicationId}`);
  await step('log out', 'POST', '/auth/logout', 204, { bearer: session.body.refresh_token });
  return result;
}
