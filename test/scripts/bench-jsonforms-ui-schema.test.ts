import { describe, expect, it } from 'vitest';
import { jsonFormsUiSchema } from '../../scripts/bench/lib/jsonforms-ui-schema.ts';
import { loadPeerForms } from '../../scripts/bench/lib/peer-forms.ts';
import { createTranslators } from '../../src/server/i18n/server-i18n.ts';

interface Element {
  type: string;
  scope?: string;
  label?: string;
  options?: { detail?: Element; format?: string };
  elements?: Element[];
}

const english = createTranslators().en;
const forms = loadPeerForms();
const uiSchemaOf = (key: keyof typeof forms) => jsonFormsUiSchema(forms[key], english) as unknown as Element;
const scopes = (layout: Element) => layout.elements!.map((control) => control.scope);

describe("the bench's JSON Forms peer: UI schemas made from the product's forms", () => {
  it("lays out the business form's fields in the product's order, labelled in English", () => {
    const layout = uiSchemaOf('business');
    expect(layout.type).toBe('VerticalLayout');
    const order = forms.business.uiSchema['ui:order'] as string[];
    expect(scopes(layout)).toEqual(order.map((name) => `#/properties/${name}`));
    expect(layout.elements![0]).toEqual({
      type: 'Control',
      scope: '#/properties/companyName',
      label: 'Company Name / Doing Business As',
    });
  });

  it('lays out each applicant as a form of its own, without the hidden id', () => {
    const [applicants] = uiSchemaOf('applicants').elements!;
    expect(applicants.scope).toBe('#/properties/applicants');
    const detail = applicants.options!.detail!;
    expect(scopes(detail)).not.toContain('#/properties/id');
    expect(scopes(detail).slice(0, 2)).toEqual(['#/properties/firstName', '#/properties/lastName']);
  });

  it("keeps the login form's password a password input", () => {
    const [email, password] = uiSchemaOf('login').elements!;
    expect(email.scope).toBe('#/properties/email');
    expect(password.options).toEqual({ format: 'password' });
  });
});
