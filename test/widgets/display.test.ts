import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayValue } from '../../src/widgets/display.ts';
import { createTestI18n } from '../helpers/i18n.ts';

const languages: Record<string, i18n> = {};
beforeAll(async () => {
  [languages.en, languages.es] = await Promise.all([createTestI18n('en'), createTestI18n('es')]);
});

describe('values on the review, as their widget presents them in the page’s language', () => {
  it.each([
    ['en', 'money', 15000, {}, '$15,000'],
    ['es', 'money', 15000, {}, '$15,000'],
    ['en', 'dateOfBirth', '1980-05-17', {}, 'May 17, 1980'],
    ['es', 'dateOfBirth', '1980-05-17', {}, '17 de mayo de 1980'],
    ['en', 'dateOfBirth', '****-**-**', {}, 'Saved, not shown again for your security'],
    ['es', 'dateOfBirth', '****-**-**', {}, 'Guardada, no se vuelve a mostrar por su seguridad'],
    ['en', 'masked', '123456789', { mask: '###-##-####' }, '123-45-6789'],
    ['en', 'masked', '*****6789', { mask: '###-##-####' }, '***-**-6789'],
    ['en', 'masked', '417-555-0100', { mask: '(###) ###-####' }, '(417) 555-0100'],
    ['en', 'years', 0, {}, 'Less than 1 year'],
    ['en', 'text', 'as is', {}, undefined],
  ])('%s: %s %j reads %j', (language, widget, value, options, text) => {
    expect(displayValue(widget, value, languages[language].t, options)).toBe(text);
  });
});
