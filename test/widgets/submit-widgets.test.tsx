// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgreementWidget } from '../../src/widgets/AgreementWidget.tsx';
import { SignatureWidget } from '../../src/widgets/SignatureWidget.tsx';
import { createTestI18n } from '../helpers/i18n.ts';

/**
 * The submit step's widgets as a screen reader user meets them: the texts' headings nest under the step's title
 * (an `h1`) without skipping a level, and each signature pad's "Clear" says whose signature it clears.
 */

let en: i18n;
let es: i18n;
beforeAll(async () => {
  [en, es] = await Promise.all([createTestI18n('en'), createTestI18n('es')]);
  // jsdom draws nothing: the pad gets a 2D context that accepts every call, and a resize observer that never fires.
  const context = new Proxy(
    {},
    { get: (_target, name) => (name === 'getImageData' ? () => ({ data: [] }) : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);
// The next file in this page finds it as jsdom has it: without a resize observer.
afterAll(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));

const TERMS =
  '# Terms of Payment\n\nEffective 2024.\n\n## 1. Monthly pay\n\nPay by the 10th.\n\n## 2. Weekly pay\n\nPay each ' +
  'week.';

/** What RJSF hands a widget, reduced to what these widgets read. */
function widgetProps(overrides: Record<string, unknown>): WidgetProps {
  return {
    id: 'root_terms',
    name: 'terms',
    value: undefined,
    label: 'I have read and agree to the terms',
    required: true,
    disabled: false,
    readonly: false,
    rawErrors: [],
    options: {},
    schema: { type: 'boolean' },
    uiSchema: {},
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    registry: { formContext: {} },
    ...overrides,
  } as unknown as WidgetProps;
}

/** The levels of the headings on the page, in document order. */
const headingLevels = () =>
  [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));

/** Whether each heading is at most one level below the one before it, starting from the page's `h1`. */
const skipsNoLevel = (levels: number[]) =>
  levels.every((level, index) => index === 0 || level <= levels[index - 1] + 1);

describe('the agreement texts under the step title', () => {
  function renderAgreement(options: Record<string, unknown>) {
    const registry = { formContext: { texts: { terms: { id: 'terms-1', content: TERMS } } } };
    return render(
      <I18nextProvider i18n={en}>
        <h1>Submit</h1>
        <AgreementWidget {...widgetProps({ options, registry })} />
        <h2>Signatures</h2>
      </I18nextProvider>,
    );
  }

  it("makes the section heading an h2 and the text's own sections h3, beside the step's other groups", () => {
    renderAgreement({ text: 'terms', heading: 'submit.agreementTerms' });
    expect(screen.getByRole('heading', { name: 'Terms of payment' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: '1. Monthly pay' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: '2. Weekly pay' }).tagName).toBe('H3');
    // The text's own title ("Terms of Payment") repeats the section heading, so it is left out.
    expect(screen.queryByRole('heading', { name: 'Terms of Payment' })).toBeNull();
    expect(headingLevels()).toEqual([1, 2, 3, 3, 2]);
    expect(skipsNoLevel(headingLevels())).toBe(true);
  });

  it("without a section heading, starts the text's own title at h2", () => {
    renderAgreement({ text: 'terms' });
    expect(screen.getByRole('heading', { name: 'Terms of Payment' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: '1. Monthly pay' }).tagName).toBe('H3');
    expect(skipsNoLevel(headingLevels())).toBe(true);
  });
});

describe("the signature pads' Clear buttons", () => {
  function renderPads(language: i18n) {
    const registry = { formContext: { signers: ['Ann Owner', 'Bo Partner'] } };
    return render(
      <I18nextProvider i18n={language}>
        {[0, 1].map((index) => (
          <SignatureWidget
            key={index}
            {...widgetProps({ id: `root_applicants_${index}_signature`, name: 'signature', registry })}
          />
        ))}
      </I18nextProvider>,
    );
  }

  it.each([
    ['en', () => en, 'Clear', ['Clear the signature of Ann Owner', 'Clear the signature of Bo Partner']],
    ['es', () => es, 'Borrar', ['Borrar la firma de Ann Owner', 'Borrar la firma de Bo Partner']],
  ] as const)(
    'in %s, name whose signature each clears, starting with the word shown',
    (_language, language, shown, names) => {
      renderPads(language());
      const buttons = screen.getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([shown, shown]);
      for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
      // No button is named just the word shown: the name says whose signature.
      expect(screen.queryByRole('button', { name: shown })).toBeNull();
    },
  );

  it('still clears its pad', () => {
    const onChange = vi.fn();
    const registry = { formContext: { signers: ['Ann Owner'] } };
    render(
      <I18nextProvider i18n={en}>
        <SignatureWidget
          {...widgetProps({
            id: 'root_applicants_0_signature',
            name: 'signature',
            value: 'data:image/png;base64,AAAA',
            onChange,
            registry,
          })}
        />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear the signature of Ann Owner' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
