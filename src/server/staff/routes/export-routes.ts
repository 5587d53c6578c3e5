import type { FastifyInstance } from 'fastify';
import { clearBusiness, maskFederalTaxId } from '../../credit-app/business-secrets.ts';
import { exportQuery } from '../../../shared/staff/request-schemas.ts';
import type { StoredSections } from '../../credit-app/credit-app-service.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import { approvedApplications } from '../repositories/reviews.ts';

/** The CSV's columns, as an ERP's customer master reads them, and where each comes from. */
const COLUMNS: Array<[string, (row: ExportRow) => unknown]> = [
  ['applicationId', (row) => row.applicationId],
  ['companyName', (row) => row.business.companyName],
  ['dunsNumber', (row) => row.business.dunsNumber],
  ['federalTaxId', (row) => row.business.federalTaxId],
  ['businessType', (row) => row.business.businessType],
  ['addressLine1', (row) => row.business.addressLine1],
  ['addressLine2', (row) => row.business.addressLine2],
  ['city', (row) => row.business.addressCity],
  ['state', (row) => row.business.addressState],
  ['zip', (row) => row.business.addressZip],
  ['phone', (row) => row.business.phone],
  ['fax', (row) => row.business.fax],
  ['accountsPayableContact', (row) => row.business.accountsPayableContact],
  ['accountsPayablePhone', (row) => row.business.accountsPayablePhone],
  ['accountsPayableEmail', (row) => row.business.accountsPayableEmail],
  ['applicantEmail', (row) => row.applicantEmail],
  ['creditLimit', (row) => row.approval.creditLimit],
  ['paymentTerms', (row) => row.approval.paymentOption],
  ['taxExempt', (row) => row.business.taxExempt],
  ['language', (row) => row.language],
  ['approvedAt', (row) => row.approvedAt],
];

interface ExportRow {
  applicationId: string;
  business: Record<string, unknown>;
  approval: Record<string, unknown>;
  applicantEmail: string | null;
  language: string;
  approvedAt: string;
}

/** What makes a spreadsheet read a cell as a formula when it starts the cell (OWASP, ASVS 1.2.10). */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * One CSV field, as OWASP's CSV injection guidance writes every cell: always quoted, each `"` doubled (RFC 4180),
 * so no separator inside a value starts a new cell, whichever separator the spreadsheet reads (`,` or, in many
 * locales, `;`); and a value starting with `=`, `+`, `-`, `@`, tab, carriage return, line feed or NUL gets a
 * leading `'`, so no spreadsheet runs an applicant's text as a formula.
 */
function csvField(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The stored business information of an application's data. */
const businessOf = (data: string) => (JSON.parse(data) as StoredSections).businessInfo ?? null;

/** `GET /exports/approved.csv`: the approved accounts for the supplier's ERP (managers and admins). */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<RouteTypes>()
    .get(
      '/exports/approved.csv',
      { preValidation: requireRole('exportApproved'), schema: { querystring: exportQuery } },
      async (request, reply) => {
        const { approvedFrom } = request.query;
        const rows = (await approvedApplications(app.db, approvedFrom)).map((row): ExportRow => ({
          applicationId: row.application_number,
          // The tax ID leaves masked: the file is copied and mailed beyond the audited console.
          business: maskFederalTaxId(clearBusiness(businessOf(row.data), app.fieldCipher) ?? {}),
          approval: JSON.parse(row.body) as Record<string, unknown>,
          applicantEmail: row.applicant_email,
          language: row.language,
          approvedAt: row.decided_at,
        }));
        const lines = [
          COLUMNS.map(([name]) => name).join(','),
          ...rows.map((row) => COLUMNS.map(([, valueOf]) => csvField(valueOf(row))).join(',')),
        ];
        await app.staff.audit.append({
          applicationId: null,
          staffId: staffOf(request).id,
          action: 'EXPORT',
          // Which applications left, not only how many: the trail answers "was this one ever exported?".
          detail: {
            export: 'approved.csv',
            rows: rows.length,
            applicationIds: rows.map((row) => row.applicationId),
            approvedFrom: approvedFrom ?? null,
          },
          ip: request.ip,
        });
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', 'attachment; filename="approved-accounts.csv"')
          .type('text/csv; charset=utf-8')
          .send(`${lines.join('\r\n')}\r\n`);
      },
    );
}
