import type { StateExemption, TaxExemptionForms } from '../../pdf/tax-exemption-forms.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML, between tags or in a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

function link(href: string | undefined, text: string): string {
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text);
}

function paragraph(html: string): string {
  return `<p>${html}</p>`;
}

function certificateCell(forms: TaxExemptionForms, entry: StateExemption): string {
  if (entry.noSalesTax)
    return [paragraph(escapeHtml(forms.noSalesTax)), entry.note && paragraph(escapeHtml(entry.note))]
      .filter(Boolean)
      .join('');
  const name = [entry.form, entry.certificate].filter(Boolean).join(', ');
  const { sst } = forms;
  return [
    paragraph(`<strong>${link(entry.file, name)}</strong>`),
    entry.agency && paragraph(link(entry.agencyUrl, entry.agency)),
    entry.note && paragraph(escapeHtml(entry.note)),
    entry.sst && paragraph(`${escapeHtml(sst.label)}: ${link(sst.agencyUrl, `${sst.form}, ${sst.certificate}`)}`),
  ]
    .filter(Boolean)
    .join('');
}

/**
 * The tax-exemption forms as an HTML fragment: the content's introduction, then a table with one row per state
 * (sorted by its name in `language`) naming the certificate, who issues it, and the multistate alternative. Every
 * text is escaped: the content is data, not markup. Links to files the supplier hosts stay relative; the browser
 * resolves them against IMAGES_HOST.
 */
export function renderTaxExemptionHtml(
  forms: TaxExemptionForms,
  language: string,
  stateName: (code: string) => string,
): string {
  const rows = Object.keys(forms.states)
    .map((code) => ({ code, name: stateName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(
      ({ code, name }) =>
        `<tr id="tax-exemption-${code}"><th ` +
        `scope="row">${escapeHtml(name)}</th><td>${certificateCell(forms, forms.states[code])}</td></tr>`,
    );
  return [
    '<div class="tax-exemption-forms">',
    paragraph(escapeHtml(forms.intro)),
    '<table>',
    `<thead><tr><th scope="col">${escapeHtml(forms.headings.state)}</th><th ` +
      `scope="col">${escapeHtml(forms.headings.certificate)}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    '</table>',
    '</div>',
  ].join('\n');
}
