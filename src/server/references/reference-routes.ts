import type { FastifyInstance } from 'fastify';
import { toFieldErrors } from '../../shared/field-errors.ts';
import { keepShown } from '../../shared/form-model/index.ts';
import { formValidator } from '../../shared/form-model/node-validator.ts';
import { REFERENCE_ANSWER_FORMS, type ReferenceKind } from '../../shared/staff/references.ts';
import { hashToken } from '../accounts/opaque-tokens.ts';
import { clientAddressOf } from '../abuse/client-address.ts';
import { ProblemError } from '../errors/problem.ts';
import { noStore } from '../http/no-store.ts';
import type { RouteTypes } from '../http/route-types.ts';
import { RequestValidationError } from '../validation/validator-compiler.ts';
import { referenceName } from './reference-links.ts';
import type { ReferenceRepository, ReferenceRequestRow } from './reference-repository.ts';
import { isOpen } from './reference-status.ts';

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200 } },
  required: ['token'],
} as const;

/** The one answer for a link that opens nothing: unknown, used (answered or declined), replaced or expired alike. */
const notFound = () => new ProblemError(404, 'REFERENCE_NOT_FOUND');

/**
 * The reference's side (mounted at `/api/v1`, no account): `GET /reference/{token}` says whom the request is about,
 * what the applicant asked for and which form to answer (`schemas/reference/<kind>`), and records the opening;
 * `PUT /reference/{token}` takes the answer, validated and filtered with that same form, or `{ declined: true }`,
 * and closes the request, so the link is used once. A link that opens nothing is 404, the same for every reason.
 */
export async function referenceRoutes(untyped: FastifyInstance, repository: ReferenceRepository): Promise<void> {
  noStore(untyped);
  const app = untyped.withTypeProvider<RouteTypes>();

  const openRequest = async (token: string): Promise<ReferenceRequestRow> => {
    const hash = hashToken(token);
    const request = hash === undefined ? undefined : await repository.byTokenHash(hash);
    if (!request || !isOpen(request, new Date())) throw notFound();
    return request;
  };

  /** The form's validator and UI schema for a kind, from the forms compiled at start-up. */
  const answerForm = (kind: ReferenceKind) => app.forms.forSchema(app.forms.schema(REFERENCE_ANSWER_FORMS[kind]))!;

  app.get('/reference/:token', { schema: { params: tokenParams } }, async (request) => {
    const { token } = request.params;
    const found = await openRequest(token);
    const at = new Date().toISOString();
    await repository.markOpened(found.id, at);
    await repository.record(found.id, 'OPENED', at, { ip: clientAddressOf(request) });
    const application = await app.db
      .selectFrom('credit_applications')
      .select(['company_name', 'requested_credit_limit', 'payment_option'])
      .where('id', '=', found.application_id)
      .executeTakeFirstOrThrow();
    const details = JSON.parse(found.details) as Record<string, unknown>;
    return {
      kind: found.kind,
      form: REFERENCE_ANSWER_FORMS[found.kind],
      language: found.language,
      companyName: application.company_name ?? '',
      referenceName: referenceName(details),
      contact: String(details.contact ?? ''),
      asked: { paymentOption: application.payment_option, creditLimit: application.requested_credit_limit },
      expiresAt: found.expires_at,
    };
  });

  app.put('/reference/:token', { schema: { params: tokenParams, body: { type: 'object' } } }, async (request) => {
    const { token } = request.params;
    const found = await openRequest(token);
    const body = request.body;
    const ip = clientAddressOf(request);
    const at = new Date().toISOString();
    if ('declined' in body) {
      if (body.declined !== true || Object.keys(body).length !== 1)
        throw new RequestValidationError('body', [{ path: ['declined'], key: 'errors.invalid', params: {} }], {});
      if (!(await repository.close(found.id, { declined: true }, at, ip))) throw notFound();
      await repository.record(found.id, 'DECLINED', at, { ip });
      return { status: 'DECLINED' };
    }
    const { form, validate } = answerForm(found.kind);
    if (!validate(body)) throw new RequestValidationError('body', toFieldErrors(validate.errors), form.uiSchema);
    const answer = keepShown({ ...form, validator: formValidator(form.schema) }, body);
    if (!(await repository.close(found.id, { answer: JSON.stringify(answer) }, at, ip))) throw notFound();
    await repository.record(found.id, 'ANSWERED', at, { ip });
    return { status: 'ANSWERED' };
  });
}
