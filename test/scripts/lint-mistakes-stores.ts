/* Analyst mistakes in the store directory, with the line the lint prints. */
import { replace, type Mistake } from './lint-mistake.ts';

const STORES = 'schemas/common/stores.json';

/** How the store directory can go wrong: each would refuse saved applications or misplace a store. */
export const STORE_MISTAKES: Mistake[] = [
  {
    name: 'two stores share a number',
    make: (edit) => edit.json(STORES, (file) => (file.stores[9].number = '101')),
    at: `${STORES} at stores[9].number: error:`,
    says: ['store number "101" is also the number of stores[0]', 'Give each store its own number'],
  },
  {
    name: 'a store number is written without quotes',
    make: (edit) => edit.json(STORES, (file) => (file.stores[9].number = 110)),
    at: `${STORES} at stores[9].number: error:`,
    says: ['110 is not a store number', 'Write digits as text'],
  },
  {
    name: "a store's ZIP code has four digits",
    make: (edit) => edit.json(STORES, (file) => (file.stores[2].zip = '6480')),
    at: `${STORES} at stores[2].zip: error:`,
    says: ['"6480" is not a 5-digit ZIP code'],
  },
  {
    name: "a store's ZIP code does not exist",
    make: (edit) => edit.json(STORES, (file) => (file.stores[2].zip = '99999')),
    at: `${STORES} at stores[2].zip: error:`,
    says: ['ZIP code "99999" is not in the ZIP code table', 'cannot be placed nearest first'],
  },
  {
    name: "a store's state is not one the forms offer",
    make: (edit) => edit.json(STORES, (file) => (file.stores[0].state = 'Mo')),
    at: `${STORES} at stores[0].state: error:`,
    says: ['"Mo" is not a state the forms offer (did you mean "MO"?)', 'two-letter state code'],
  },
  {
    name: 'a store setting is misspelt',
    make: (edit) => edit.json(STORES, (file) => (file.stores[4].cty = 'Rolla')),
    at: `${STORES} at stores[4].cty: error:`,
    says: ['"cty" is not a store setting (did you mean "city"?)'],
  },
  {
    name: "a store's name is left empty",
    make: (edit) => edit.json(STORES, (file) => (file.stores[1].name = ' ')),
    at: `${STORES} at stores[1].name: error:`,
    says: ['" " is not the store name'],
  },
  {
    name: 'the store directory has a trailing comma',
    make: (edit) => replace(edit, STORES, /\}\s*\]\s*\}\s*$/, '},\n  ]\n}\n'),
    at: `${STORES} at line`,
    says: ['comma'],
  },
  {
    name: 'a closed store is marked with a word',
    make: (edit) => edit.json(STORES, (file) => (file.stores[6].closed = 'yes')),
    at: `${STORES} at stores[6].closed: error:`,
    says: ['"yes" is not true or false', 'Write "closed": true'],
  },
];
