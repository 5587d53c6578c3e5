import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubCredentials {
  username: string;
  password: string;
  secret: string;
}

/** A customer as the provider sends it to `/case`: the parts the stub and its tests read. */
export interface TrustevCustomer {
  SocialSecurityNumber: string;
  DateOfBirth: string;
  Addresses: { City: string; [field: string]: unknown }[];
  [field: string]: unknown;
}

/**
 * The body of a request to the vendor. Each endpoint sends only its own part (the token's credentials, the case's
 * customer, the graded answers); the stub reads the part its path expects.
 */
interface TrustevBody {
  UserName: string;
  UserNameHash: string;
  PasswordHash: string;
  TimeStamp: string;
  Customer: TrustevCustomer;
  Questions: { Id: number; Choices: { Id: number; Answer: boolean }[] }[];
}

interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: TrustevBody;
}

/**
 * SSN endings that make the stub misbehave like a real vendor can: no questions (KBA status Ineligible), a 503,
 * no answer at all, a 500 when grading, a body that is not JSON.
 */
export const STUB_SSN = {
  ineligible: '9999',
  unavailable: '9998',
  silent: '9997',
  gradingFails: '9996',
  garbage: '9995',
} as const;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const hashOf = (value: string, secret: string, timestamp: string) => sha(`${sha(`${timestamp}.${value}`)}.${secret}`);

/** The stub's questions for a customer: the city and the birth year, each with four wrong choices and one right. */
function questionsFor(customer: TrustevCustomer) {
  const city = String(customer.Addresses[0].City).toUpperCase();
  const year = Number(String(customer.DateOfBirth).slice(0, 4));
  return [
    {
      Id: 101,
      QuestionText: 'WHICH OF THE FOLLOWING CITIES HAVE YOU LIVED IN?',
      right: 1003,
      Choices: ['OTHERTOWN', 'ELSEWHERE', city, 'NOWHERE CITY', 'NONE OF THE ABOVE'],
    },
    {
      Id: 102,
      QuestionText: 'IN WHICH YEAR WERE YOU BORN?',
      right: 2001,
      Choices: [String(year), String(year + 2), String(year - 3), String(year + 5), 'NONE OF THE ABOVE'],
    },
  ].map((question, index) => ({
    ...question,
    Choices: question.Choices.map((text, choice) => ({
      Id: (index + 1) * 1000 + choice + 1,
      ChoiceText: text,
      Answer: false,
    })),
  }));
}

/**
 * A local stand-in for TransUnion's Trustev API v2.0, answering in the vendor's format: `/token` checks the
 * hashed credentials, `/case` opens a case, `/detaileddecision/{id}` offers KBA questions under
 * `Authentication.KBA`, and `/case/{id}/authentication/kba` grades the answers (Passed 4, Failed 5).
 */
export async function startTrustevStub(credentials: StubCredentials) {
  const requests: StubRequest[] = [];
  const cases = new Map<string, { customer: TrustevCustomer; questions: ReturnType<typeof questionsFor> }>();
  const tokens = new Set<string>();
  const hanging = new Set<ServerResponse>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const endingOf = (id: string) => String(cases.get(id)?.customer.SocialSecurityNumber ?? '').slice(-4);

  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = (text ? JSON.parse(text) : undefined) as TrustevBody;
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      if (request.method === 'POST' && path === '/token') {
        const valid =
          body.UserName === credentials.username &&
          body.PasswordHash === hashOf(credentials.password, credentials.secret, body.TimeStamp) &&
          body.UserNameHash === hashOf(credentials.username, credentials.secret, body.TimeStamp);
        if (!valid) return send(response, 401, { Message: 'invalid credentials' });
        const token = randomUUID();
        tokens.add(token);
        return send(response, 200, {
          APIToken: token,
          CredentialType: 1,
          ExpireAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
      }
      const [user, token] = String(request.headers['x-authorization'] ?? '').split(' ');
      if (user !== credentials.username || !tokens.has(token))
        return send(response, 401, { Message: 'not authorized' });
      if (request.method === 'POST' && path === '/case') {
        const id = randomUUID();
        cases.set(id, { customer: body.Customer, questions: questionsFor(body.Customer) });
        return send(response, 200, { ...body, Id: id });
      }
      const decision = /^\/detaileddecision\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && decision) {
        const ending = endingOf(decision[1]);
        if (ending === STUB_SSN.unavailable) return send(response, 503, { Message: 'Service Unavailable' });
        if (ending === STUB_SSN.silent) return void hanging.add(response);
        if (ending === STUB_SSN.garbage) return send(response, 200, '<html>maintenance</html>');
        const kba =
          ending === STUB_SSN.ineligible
            ? { Status: 2, Questions: [] }
            : {
                Status: 0,
                Questions: cases.get(decision[1])!.questions.map(({ right: _right, ...question }) => question),
              };
        return send(response, 200, {
          Id: randomUUID(),
          CaseId: decision[1],
          Result: 1,
          Score: 10,
          Confidence: 90,
          Authentication: { KBA: kba },
        });
      }
      const answers = /^\/case\/([\w-]+)\/authentication\/kba$/.exec(path);
      if (request.method === 'POST' && answers) {
        if (endingOf(answers[1]) === STUB_SSN.gradingFails)
          return send(response, 500, { Message: 'Internal Server Error' });
        const offered = cases.get(answers[1])!.questions;
        const passed = offered.every((question) => {
          const chosen = body.Questions.find((candidate) => candidate.Id === question.Id)?.Choices.filter(
            (choice) => choice.Answer,
          );
          return chosen?.length === 1 && chosen[0].Id === question.right;
        });
        return send(response, 200, {
          Timestamp: new Date().toISOString(),
          Status: passed ? 4 : 5,
          Questions: body.Questions,
        });
      }
      return send(response, 404, { Message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
