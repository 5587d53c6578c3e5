/* Analyst mistakes in the options a UI schema gives fields (`src/shared/ui-options.ts`), with the line to print. */
import { ACCOUNT_UI, BUSINESS_UI, type Mistake } from './lint-mistake.ts';

const APPLICANTS_UI = 'schemas/steps/applicants.ui.json';

/** Options the engine, the widgets and the review read: misspelt names and values they do not take. */
export const OPTION_MISTAKES: Mistake[] = [
  {
    name: 'an option name is misspelt',
    make: (edit) =>
      edit.json(BUSINESS_UI, (ui) => {
        ui.dunsNumber['ui:options'].widht = ui.dunsNumber['ui:options'].width;
        delete ui.dunsNumber['ui:options'].width;
      }),
    at: `${BUSINESS_UI} at dunsNumber.ui:options.widht: error:`,
    says: ['"widht" is not an option the form reads (did you mean "width"?)', 'Write "width"'],
  },
  {
    name: 'an option nobody reads on a list entry field',
    make: (edit) => edit.json(APPLICANTS_UI, (ui) => (ui.applicants.items.ssn['ui:options'].masking = true)),
    at: `${APPLICANTS_UI} at applicants.items.ssn.ui:options.masking: error:`,
    says: ['"masking" is not an option the form reads', 'use one of the form\'s options: "labels"'],
  },
  {
    name: 'a width the layout does not know',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.addressCity['ui:options'].width = 'halve')),
    at: `${BUSINESS_UI} at addressCity.ui:options.width: error:`,
    says: ['"width" sets the width on wide screens, but "halve" is not one it knows', 'Use one of "half", "third"'],
  },
  {
    name: 'a keyboard (inputMode) browsers do not know',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.addressZip['ui:options'].inputMode = 'number')),
    at: `${BUSINESS_UI} at addressZip.ui:options.inputMode: error:`,
    says: ['"inputMode" picks the on-screen keyboard, but "number" is not one it knows', '"numeric"'],
  },
  {
    name: 'a mask without a # for its digits',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.phone['ui:options'].mask = '(999) 999-9999')),
    at: `${BUSINESS_UI} at phone.ui:options.mask: error:`,
    says: [
      '"mask" shapes the digits as they are typed, so it must be a text with a # for each digit',
      '"(###) ###-####"',
    ],
  },
  {
    name: 'hideOnReview written as the text "true"',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.accountsPayableSameAsPhone['ui:options'].hideOnReview = 'true')),
    at: `${BUSINESS_UI} at accountsPayableSameAsPhone.ui:options.hideOnReview: error:`,
    says: ['"hideOnReview" leaves the field off the review when it is true, but it is "true"', 'without quotes'],
  },
  {
    name: 'keptHelp given a list instead of a text key',
    make: (edit) =>
      edit.json(
        APPLICANTS_UI,
        (ui) => (ui.applicants.items.dateOfBirth['ui:options'].keptHelp = ['help.dateOfBirthKept']),
      ),
    at: `${APPLICANTS_UI} at applicants.items.dateOfBirth.ui:options.keptHelp: error:`,
    says: ['"keptHelp" says why a kept value is not shown, so it must name a text', 'Write a text key'],
  },
  {
    name: 'a group heading names a text that does not exist',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:options'].group = 'fields.groupCompny')),
    at: `${BUSINESS_UI} at companyName.ui:options.group: error:`,
    says: ['"fields.groupCompny"', 'fields.groupCompany'],
  },
  {
    name: 'an autofill name browsers do not know',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:autocomplete'] = 'organisation')),
    at: `${BUSINESS_UI} at companyName.ui:autocomplete: error:`,
    says: ['browsers do not know "organisation" (did you mean "organization"?)', '"postal-code", or "off"'],
  },
  {
    name: 'ui:options written as a text',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.fax['ui:options'] = 'half')),
    at: `${BUSINESS_UI} at fax.ui:options: error:`,
    says: ['"ui:options" must be an object, not "half"', '{ "width": "half" }'],
  },
  {
    name: 'an option written as a misspelt ui: setting',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.fax['ui:widht'] = 'half')),
    at: `${BUSINESS_UI} at fax.ui:widht: error:`,
    says: ['"ui:widht" is not a UI setting (did you mean "ui:width"?)'],
  },
  {
    name: 'keepFirst written as a text',
    make: (edit) => edit.json(APPLICANTS_UI, (ui) => (ui.applicants['ui:options'].keepFirst = 'one')),
    at: `${APPLICANTS_UI} at applicants.ui:options.keepFirst: error:`,
    says: ['"keepFirst" keeps the first entries of a list, so it must be a whole number, not "one"'],
  },
  {
    name: 'itemTitles written as one text instead of a list',
    make: (edit) => edit.json(ACCOUNT_UI, (ui) => (ui.shops['ui:options'].itemTitles = 'fields.shop')),
    at: `${ACCOUNT_UI} at shops.ui:options.itemTitles: error:`,
    says: ['"itemTitles" titles the list\'s entries, so it must be a list of text keys', '[ "fields.first"'],
  },
  {
    name: 'a mask on a field without the masked widget',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => (ui.companyName['ui:options'].mask = '###')),
    at: `${BUSINESS_UI} at companyName.ui:options.mask: error:`,
    says: ['"mask" is only read by the masked widget, and "companyName" does not use it', '"ui:widget": "masked"'],
  },
  {
    name: 'the masked widget without a mask',
    make: (edit) => edit.json(BUSINESS_UI, (ui) => delete ui.fax['ui:options'].mask),
    at: `${BUSINESS_UI} at fax.ui:widget: error:`,
    says: ['The masked widget shapes digits by its "mask", and "fax" has none', '"mask": "###-##-####"'],
  },
  {
    name: 'keptHelp on a field without the dateOfBirth widget',
    make: (edit) =>
      edit.json(APPLICANTS_UI, (ui) => (ui.applicants.items.ssn['ui:options'] = { keptHelp: 'help.dateOfBirthKept' })),
    at: `${APPLICANTS_UI} at applicants.items.ssn.ui:options.keptHelp: error:`,
    says: ['only shown by the dateOfBirth widget, and "applicants.ssn" does not use it', '"ui:widget": "dateOfBirth"'],
  },
];
