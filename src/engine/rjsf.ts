/**
 * The parts of RJSF's MUI theme (@rjsf/mui) the engine draws with, each from its own module (the package's exported
 * `lib/*.js` paths) instead of the package's `Templates` and `Widgets`, which hold every template and widget the theme
 * offers (a slider, an error list, …) whether a form shows them or not. This is the one module that names files
 * inside an RJSF package, so that an RJSF release that moves one breaks here, in one place; package.json pins the
 * RJSF packages' exact versions for the same reason, and test/app/bundle.test.ts's budgets catch a release that makes
 * the pages heavier.
 */
export { default as MuiAddButton } from '@rjsf/mui/lib/AddButton/AddButton.js';
export { default as MuiArrayFieldItemTemplate } from '@rjsf/mui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
export { default as MuiArrayFieldTemplate } from '@rjsf/mui/lib/ArrayFieldTemplate/ArrayFieldTemplate.js';
export { default as MuiCheckboxesWidget } from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
export { default as MuiCheckboxWidget } from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
export { default as MuiDescriptionField } from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
export { default as MuiFieldHelpTemplate } from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
export { default as MuiFieldTemplate } from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
export {
  MoveDownButton as MuiMoveDownButton,
  MoveUpButton as MuiMoveUpButton,
  RemoveButton as MuiRemoveButton,
} from '@rjsf/mui/lib/IconButton/IconButton.js';
export { default as MuiObjectFieldTemplate } from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
export { default as MuiSelectWidget } from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
export { default as MuiTextareaWidget } from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
export { default as MuiTitleField } from '@rjsf/mui/lib/TitleField/TitleField.js';
