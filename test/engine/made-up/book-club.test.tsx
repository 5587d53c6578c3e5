// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileForm } from '../../helpers/compiled-form.ts';
import { renderForm } from '../../helpers/render-form.tsx';
import { bookClubForm, bookClubTexts } from './book-club.ts';

let language: i18n;
let form: Awaited<ReturnType<typeof compileForm>>;

beforeAll(async () => {
  language = i18next.createInstance();
  await language.use(initReactI18next).init({
    resources: { en: { translation: bookClubTexts } },
    lng: 'en',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  form = await compileForm(bookClubForm);
});
afterEach(cleanup);
afterAll(() => form.dispose());

const labelsInOrder = () =>
  [...document.querySelectorAll('label, legend')].map((node) => node.textContent?.replace('*', '').trim());

describe('the engine on a form it was not written for', () => {
  it('lays the fields out in ui:order, with "*" standing for the fields it does not name', async () => {
    await renderForm(form, language);
    const labels = labelsInOrder();
    const position = (text: string) => labels.findIndex((label) => label?.startsWith(text));
    expect(position('Do you read aloud?')).toBeLessThan(position('Favourite genre'));
    expect(position('Favourite genre')).toBeLessThan(position('Books a year'));
    expect(position('Books a year')).toBeLessThan(position('Nickname'));
  });

  it('names enum options by the labels the UI schema points at', async () => {
    await renderForm(form, language);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Favourite genre/ }));
    expect(await screen.findByRole('option', { name: 'Mystery' })).toBeTruthy();
  });

  it("shows a field's error once it is left, in the form's own words", async () => {
    await renderForm(form, language, { booksPerYear: 0 });
    expect(screen.queryByText('Nickname is required.')).toBeNull();
    const nickname = screen.getByLabelText(/Nickname/);
    fireEvent.focus(nickname);
    fireEvent.blur(nickname);
    expect(await screen.findByText('Nickname is required.')).toBeTruthy();
    const books = screen.getByLabelText(/Books a year/);
    fireEvent.focus(books);
    fireEvent.blur(books);
    expect(await screen.findByText('Read at least 1 book, Books a year counts them.')).toBeTruthy();
  });

  it('requires a field only while its condition holds, and the effect clears it when the answer changes', async () => {
    const { handle, box } = await renderForm(form, language, { nickname: 'Ada', readsAloud: true });
    act(() => {
      handle.current!.validate();
    });
    expect(await screen.findByText('Your reading voice is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your reading voice/), { target: { value: 'Baritone' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await vi.waitFor(() => expect(box.data).toMatchObject({ readsAloud: false }));
    expect((box.data as { voice?: string }).voice).toBeUndefined();
    // The text box keeps its own text while typing; a value an effect writes reaches it all the same.
    expect((screen.getByLabelText(/Your reading voice/) as HTMLInputElement).value).toBe('');
    let valid = false;
    act(() => {
      valid = handle.current!.validate();
    });
    expect(valid).toBe(true);
  });
});
