import type { FastifyInstance } from 'fastify';
import { PaperApplications } from '../../pdf/paper-applications.ts';
import { loadPaperSource } from '../../pdf/paper-source.ts';
import { applicationPdfRoute } from './application-pdf-routes.ts';
import { formsConfigRoute } from './forms-config-routes.ts';
import { taxExemptionRoute } from './tax-exemption-routes.ts';

/**
 * The paper route, open to anonymous visitors: the state applications' PDFs at `/application/…` and, under
 * `/api/v1/forms`, the tax-exemption forms and the hosts the forms page links to. The schemas, texts and content
 * they are made of are read and checked here, at start-up.
 */
export async function paperFormsRoutes(app: FastifyInstance): Promise<void> {
  const source = loadPaperSource();
  applicationPdfRoute(app, new PaperApplications(source));
  taxExemptionRoute(app, source);
  formsConfigRoute(app);
}
