import { UI_OPTIONS } from '../../../src/shared/ui-options.ts';

/**
 * The names (after `ui:`) of the settings RJSF knows (its `UIOptionsBaseType`, `GlobalUISchemaOptions` and
 * templates); inside `ui:options` they are RJSF's options (`inputType`, `label`, `orderable`…).
 */
export const RJSF_UI_SETTINGS = `
  field classNames style title description placeholder help autofocus autocomplete autocapitalize disabled emptyValue
  enumDisabled enumNames enumOrder optionsSchemaSelector hideError readonly order filePreview inline inputType rows
  submitButtonOptions widget addable copyable orderable removable label allowClearTextInputs duplicateKeySuffixSeparator
  enableMarkdownInDescription enableMarkdownInHelp enableOptionalDataFieldForType options globalOptions rootFieldId
  fieldReplacesAnyOrOneOf definitions ArrayFieldDescriptionTemplate ArrayFieldItemTemplate ArrayFieldTemplate
  ArrayFieldTitleTemplate BaseInputTemplate DescriptionFieldTemplate ErrorListTemplate FieldErrorTemplate
  FieldHelpTemplate FieldTemplate ObjectFieldTemplate TitleFieldTemplate UnsupportedFieldTemplate
  WrapIfAdditionalTemplate`
  .trim()
  .split(/\s+/);

/**
 * Every `ui:` setting a UI schema may hold: RJSF's, the project's `ui:effects`, and the product's options (RJSF
 * merges `ui:width` into the options like `ui:options.width`). RJSF passes any other `ui:` key on as an option, so an
 * unknown key is not wrong by itself; one a letter away from a known key (`ui:titel`) is a typo that silently drops
 * the setting.
 */
export const KNOWN_UI_SETTINGS = [...RJSF_UI_SETTINGS, 'effects', ...Object.keys(UI_OPTIONS)];
