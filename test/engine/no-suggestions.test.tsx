// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formLoaders } from 'virtual:wizard';
import { createTestI18n } from '../helpers/i18n.ts';
import { OPENING_DATA } from '../helpers/opening-data.ts';
import { renderForm } from '../helpers/render-form.tsx';

afterEach(cleanup);

const forms = Object.keys(formLoaders)
  .filter((id) => id !== 'steps/submit')
  .sort();

describe('examples are sample data, never suggestions under a text box', () => {
  it.each(forms)('%s offers no list of suggestions', async (id) => {
    const { container } = await renderForm(id, await createTestI18n('en'), OPENING_DATA[id] ?? {});
    expect(container.querySelectorAll('input').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('datalist')).toHaveLength(0);
    expect(container.querySelectorAll('input[list]')).toHaveLength(0);
  });

  it('leaves a field with an example an ordinary text box, described by its own texts only', async () => {
    await renderForm('steps/business-information', await createTestI18n('en'));
    // `hidden: true` spares the visibility check, which reads the computed style of every ancestor (about a second on
    // this step in jsdom): the box is on the page, and what a person sees is the browser tests' part.
    const companyName = screen.getByRole('textbox', { name: 'Company Name / Doing Business As', hidden: true });
    expect(companyName.getAttribute('list')).toBeNull();
    expect(companyName.getAttribute('aria-describedby')).not.toMatch(/examples/);
    expect(companyName.getAttribute('placeholder') ?? '').toBe('');
  });
});
