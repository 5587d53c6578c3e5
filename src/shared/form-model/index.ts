/**
 * The form model: the one reader of forms (a bundled schema of `schemas/` and its UI schema) that the engine, the
 * review, the server's filter of shown fields, the paper and signed PDFs, the catalogue, the sample data and the
 * lint share, so they all agree on which fields a form has.
 *
 * For any data (`formFields(form)`, a tree of `FormField`): every field in display order (`ui:order` with `*`,
 * through RJSF's `orderProperties`), the fields a condition may show marked `conditional` with their `conditions`
 * (the `if` schemas), `required` whatever the data, the `declarations` behind it and a summing-up `schema`, its
 * UI as locale keys (`ui.title`, `ui.help`, `ui.labels` + value, `ui.descriptions`, `ui.itemTitles`, `ui.widget`,
 * `ui.options` as RJSF's `getUiOptions` merges them, `ui.hidden`), the `values` it offers and the message key of
 * each rule (`messages`). `fieldAt(fields, path)` finds one (`['shops', 'items', 'email']`), `flattenFields`
 * lists them all, `valuesAt(form, path)` gives the values a field offers.
 *
 * For some data (`shownFields({ schema, uiSchema, validator }, data)`, a tree of `ShownField`): the fields the form
 * shows for it, as RJSF's `retrieveSchema` resolves `$ref`, `allOf` and `if`/`then`/`else` with that validator
 * (the browser's precompiled one, or `formValidator(schema)` from `./node-validator.ts` in Node), each with its
 * resolved `schema`, `required` for that data, its `value` and list `entries` (with their title's key).
 * `keepShown` keeps of data only the shown fields (what the server stores); `sampleData` makes data from the
 * fields' `examples`.
 *
 * Each field and declaration knows where it is written (`schemaPath`, `Declaration.path`; a field's `path` is also
 * its place in the UI schema), and `sourceOf(bundled, path)` names the file a bundled place came from, so the lint
 * reports findings where the analyst wrote them without walking the schemas itself.
 *
 * `isObject` is the one test for a JSON object.
 */
export { isEmptyValue, isObject, type JsonObject } from './json.ts';
export { sourceOf } from '../schema-bundle.ts';
export { type FieldUi } from './field-ui.ts';
export { declarationsOf, type Declaration } from './declarations.ts';
export {
  declaresType,
  enumChoices,
  fieldAt,
  findField,
  flattenFields,
  formFields,
  valuesAt,
  type FormField,
} from './fields.ts';
export { flattenShown, keepShown, shownFields, type FormWithValidator, type ShownField } from './shown.ts';
export { sampleData } from './sample-data.ts';
