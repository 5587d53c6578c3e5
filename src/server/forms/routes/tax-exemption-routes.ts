import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../i18n/server-i18n.ts';
import type { PaperSource } from '../../pdf/paper-source.ts';
import { renderTaxExemptionHtml } from './tax-exemption-html.ts';

/**
 * `GET /api/v1/forms/taxExemption`: the sales-tax exemption forms as an HTML fragment in the language of
 * `Accept-Language`, rendered once per language from `locales/<lang>/content/tax-exemption-forms.json`.
 */
export function taxExemptionRoute(app: FastifyInstance, source: PaperSource): void {
  const fragments = new Map(
    LANGUAGES.map((language) => {
      const { exemptions, t } = source.editions[language];
      return [language, renderTaxExemptionHtml(exemptions, language, (code) => t(`enums.state.${code}`))];
    }),
  );
  app.get('/api/v1/forms/taxExemption', async (request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'accept-language')
      .send(fragments.get(request.language));
  });
}
