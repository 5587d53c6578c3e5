import type { FormDocument } from '../../../src/shared/form-types.ts';

/**
 * A form about nothing the product sells: a book club's sign-up. The engine must render, order, validate and
 * toggle it from data alone, which shows it knows nothing of credit applications.
 */
export const bookClubForm: FormDocument = {
  id: 'made-up/book-club',
  schema: {
    type: 'object',
    required: ['nickname', 'readsAloud'],
    properties: {
      nickname: { type: 'string', minLength: 1, maxLength: 20 },
      favouriteGenre: { type: 'string', enum: ['poetry', 'mystery'] },
      booksPerYear: { type: 'integer', minimum: 1, maximum: 365, errorMessage: { minimum: 'errors.books' } },
      readsAloud: { type: 'boolean' },
      voice: { type: 'string' },
    },
    allOf: [
      {
        if: { properties: { readsAloud: { const: true } }, required: ['readsAloud'] },
        then: { required: ['voice'], properties: { voice: { type: 'string', minLength: 1 } } },
      },
    ],
  },
  uiSchema: {
    'ui:order': ['readsAloud', '*', 'nickname'],
    nickname: { 'ui:title': 'club.nickname' },
    favouriteGenre: { 'ui:title': 'club.genre', 'ui:options': { labels: 'club.genres' } },
    booksPerYear: { 'ui:title': 'club.books' },
    readsAloud: { 'ui:title': 'club.readsAloud', 'ui:widget': 'radio' },
    voice: { 'ui:title': 'club.voice' },
    'ui:effects': [
      {
        on: ['readsAloud'],
        when: { properties: { readsAloud: { const: false } }, required: ['readsAloud'] },
        do: [{ clear: 'voice' }],
      },
    ],
  },
};

/** Its texts, as locale files would hold them. */
export const bookClubTexts = {
  club: {
    nickname: 'Nickname',
    genre: 'Favourite genre',
    genres: { poetry: 'Poetry', mystery: 'Mystery' },
    books: 'Books a year',
    readsAloud: 'Do you read aloud?',
    voice: 'Your reading voice',
  },
  errors: {
    required: '{field} is required.',
    invalid: '{field} is invalid.',
    maxLength: '{field} must be {max} characters or fewer.',
    max: '{field} must be {max} or less',
    books: 'Read at least {min} book, {field} counts them.',
  },
};
