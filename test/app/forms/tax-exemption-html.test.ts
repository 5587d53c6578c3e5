// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prepareTaxExemptionHtml, resolveTaxFormHref } from '../../../src/app/pages/forms/tax-exemption-html.ts';

const ORIGIN = 'https://apply.example.com';

function prepare(html: string, imagesHost = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = prepareTaxExemptionHtml(html, { imagesHost, newTabHint: '(new tab)', origin: ORIGIN });
  return container;
}

describe('the tax-exemption HTML as the forms page shows it', () => {
  it.each([
    [
      'a hosted file',
      'tax-forms/MO-149.pdf',
      'https://files.example.com',
      'https://files.example.com/tax-forms/MO-149.pdf',
    ],
    [
      'a hosted file given from the root',
      '/tax-forms/MO-149.pdf',
      'https://files.example.com',
      'https://files.example.com/tax-forms/MO-149.pdf',
    ],
    [
      'a hosted file below a folder of the host',
      'tax-forms/MO-149.pdf',
      'https://cdn.example.com/credit',
      'https://cdn.example.com/credit/tax-forms/MO-149.pdf',
    ],
    [
      'a hosted file on this site (no IMAGES_HOST)',
      'tax-forms/MO-149.pdf',
      '',
      'https://apply.example.com/tax-forms/MO-149.pdf',
    ],
    ['an official site', 'https://dor.mo.gov/', 'https://files.example.com', 'https://dor.mo.gov/'],
    ['a link without scheme', '//other.example.com/x.pdf', 'https://files.example.com', '//other.example.com/x.pdf'],
    ['an email address', 'mailto:credit@example.com', 'https://files.example.com', 'mailto:credit@example.com'],
  ])('resolves %s', (_case, href, imagesHost, expected) => {
    expect(resolveTaxFormHref(href, imagesHost, ORIGIN)).toBe(expected);
  });

  it('opens every link in a new tab that cannot reach back to this page, and says so to screen readers', () => {
    const page = prepare(
      '<p><a href="tax-forms/a.pdf">A</a> <a href="https://dor.mo.gov/" target="_self" rel="opener">B</a></p>',
      'https://files.example.com',
    );
    const links = [...page.querySelectorAll('a')];
    expect(
      links.map((link) => [
        link.getAttribute('href'),
        link.getAttribute('target'),
        link.getAttribute('rel'),
        link.textContent,
      ]),
    ).toEqual([
      ['https://files.example.com/tax-forms/a.pdf', '_blank', 'noopener noreferrer', 'A (new tab)'],
      ['https://dor.mo.gov/', '_blank', 'noopener noreferrer', 'B (new tab)'],
    ]);
  });

  it('keeps no script, event handler, style, image, form or javascript: link', () => {
    const page = prepare(
      '<table><tr><td onmouseover="steal()" ' +
        'style="color:red">Missouri</td></tr></table><script>steal()</script><style>*{}</style>' +
        '<img src="https://tracker.example.com/p.gif"><form action="https://evil.example.com"><input name="ssn"></form>' +
        '<a href="javascript:steal()">C</a><svg><script>steal()</script></svg><iframe src="https://evil.example.com"></iframe>',
    );
    expect(page.querySelector('script, style, img, form, input, svg, iframe, [style]')).toBeNull();
    expect(page.innerHTML).not.toMatch(/\son\w+=|javascript:/i);
    expect(page.querySelector('td')?.textContent).toBe('Missouri');
    expect(page.querySelector('a')?.textContent).toBe('C (new tab)');
  });
});
