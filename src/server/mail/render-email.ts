import brand from '../../shared/brand.json' with { type: 'json' };
import { departmentName } from '../../shared/department-name.ts';
import type { Translate } from '../../shared/field-errors.ts';

/** What an email says, in both of the forms a mail program may show. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

// The layout's inline styles (mail programs ignore style sheets), named so each line of the template stays short.
const HEAD_META = '<meta charset="utf-8"><meta name="viewport" content="width=device-width">';
const CARD_STYLE = 'max-width:600px;background:#ffffff;border-radius:6px';
const HEADER_STYLE = 'color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0';
const BUTTON_STYLE =
  'color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold;display:inline-block';

/** The brand's values every email text may quote besides its own: `{supplier}`, `{phone}`, `{email}`, … */
function brandValues(language: string): Record<string, string> {
  const department = brand.creditDepartment;
  return {
    supplier: brand.supplierName,
    legalName: brand.legalName,
    siteUrl: brand.siteUrl,
    department: departmentName(language),
    phone: department.phone,
    fax: department.fax,
    email: department.email,
    address: `${department.poBox}, ${department.city}, ${department.state} ${department.zip}`,
  };
}

/**
 * Renders the email `template` in `language` (whose texts `t` reads). A template is a group of
 * `locales/<lang>/emails.json`: `subject`, `body` (paragraphs separated by a blank line) and, when the email has a
 * button, `action` (its label); `emails.layout` gives the greeting, signature and contact lines all emails share.
 * Texts are the analyst's; this only lays them out, as plain text and as HTML in the supplier's colours, with
 * every value escaped in the HTML. An email to the supplier's own staff (`audience: 'staff'`) is signed by the
 * application system and carries none of the applicant's footer (the contact line, why the email was received).
 */
export function renderEmail(
  t: Translate,
  language: string,
  template: string,
  values: Record<string, string | number> = {},
  actionUrl?: string,
  audience: 'applicant' | 'staff' = 'applicant',
): RenderedEmail {
  const all = { ...brandValues(language), ...values };
  const text = (key: string) => t(key, all);
  const paragraphs = text(`emails.${template}.body`)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const action = actionUrl ? { label: text(`emails.${template}.action`), url: actionUrl } : undefined;
  const greeting = text('emails.layout.greeting');
  const toStaff = audience === 'staff';
  const signature = text(toStaff ? 'emails.layout.staffSignature' : 'emails.layout.signature');
  const footer = toStaff
    ? []
    : [text('emails.layout.contact'), `${brand.legalName}, ${all.address}`, text('emails.layout.automatic')];

  const plain = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    signature,
    ...(footer.length ? [`--\n${footer.join('\n')}`] : []),
  ].join('\n\n');

  const primary = brand.colors.primary;
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content).replace(/\n/g, '<br>')}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${primary};${BUTTON_STYLE}">` +
      `${escapeHtml(action.label)}</a></p>` +
      paragraph(`${text('emails.layout.linkHelp')}\n${action.url}`)
    : '';
  const footerStyle = 'padding:16px 24px;border-top:1px solid #e0e0e0;color:#5f6368;font-size:12px;line-height:1.5';
  const footerHtml = footer.length
    ? `<tr><td style="${footerStyle}">\n${footer.map(escapeHtml).join('<br>')}\n</td></tr>\n`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>${HEAD_META}<title>${escapeHtml(text(`emails.${template}.subject`))}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="${CARD_STYLE}">
<tr><td style="background:${primary};${HEADER_STYLE}">${escapeHtml(brand.supplierName)}</td></tr>
<tr><td style="padding:24px">
${paragraph(greeting)}
${paragraphs.map(paragraph).join('\n')}
${button}
${paragraph(signature)}
</td></tr>
${footerHtml}</table>
</td></tr></table>
</body>
</html>
`;
  return { subject: text(`emails.${template}.subject`), text: `${plain}\n`, html };
}
