import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import DescriptionFieldTemplate from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import { MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/mui/lib/IconButton/IconButton.js';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import WrapIfAdditionalTemplate from '@rjsf/mui/lib/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate.js';
import { AddButton, ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-templates.tsx';
import { BaseInputTemplate, CheckboxWidget, FieldErrorTemplate, SelectWidget } from './described-fields.tsx';
import { ObjectFieldTemplate } from './field-layout.tsx';
import { FieldTemplate } from './field-template.tsx';
import { TitleFieldTemplate } from './title-template.tsx';

/**
 * The templates the engine draws forms with: RJSF's MUI look, part by part, with the engine's own where it differs
 * (described fields, layout, lists, titles). Only the parts the forms of `schemas/` use are imported: `@rjsf/mui`'s
 * own theme imports every widget and template it offers (a slider, an error list, …) whether a form shows them or
 * not. A template left out falls back to @rjsf/core's plain HTML one.
 */
const templates: Partial<TemplatesType> = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  ButtonTemplates: { AddButton, MoveDownButton, MoveUpButton, RemoveButton } as TemplatesType['ButtonTemplates'],
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  WrapIfAdditionalTemplate,
};

/**
 * RJSF's built-in widgets the forms name, by RJSF's registry name (`"ui:widget": "checkboxes"` is `CheckboxesWidget`).
 * Text, number, email and password boxes need none: @rjsf/core draws them with `BaseInputTemplate`. To use another
 * built-in widget in a UI schema (`radio`, `range`), add `@rjsf/mui`'s module for it here with one import and one
 * line; test/engine/rjsf-theme.test.ts fails for a form naming a built-in widget this table lacks. The product's own
 * widgets (`src/widgets/index.ts`) are given by the pages and need nothing here.
 */
export const themeWidgets: RegistryWidgetsType = { CheckboxWidget, CheckboxesWidget, SelectWidget, TextareaWidget };

/** RJSF's `Form` with the engine's theme. */
export const ThemedForm = withTheme({ templates, widgets: themeWidgets });
