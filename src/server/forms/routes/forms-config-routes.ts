import type { FastifyInstance } from 'fastify';

/** What the forms page needs to build its links; empty hosts mean the app's own origin. */
interface FormsConfig {
  formsHost: string;
  imagesHost: string;
}

/** `GET /api/v1/forms/config`: where the paper applications (FORMS_HOST) and the hosted tax forms (IMAGES_HOST) are. */
export function formsConfigRoute(app: FastifyInstance): void {
  app.get('/api/v1/forms/config', async (_request, reply): Promise<FormsConfig> => {
    reply.header('cache-control', 'no-cache');
    return { formsHost: app.config.formsHost, imagesHost: app.config.imagesHost };
  });
}
