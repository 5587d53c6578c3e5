import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AddButton, ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-templates.tsx';
import { CheckboxWidget, FieldErrorTemplate, SelectWidget } from './described-fields.tsx';
import { ObjectFieldTemplate } from './field-layout.tsx';
import { FieldTemplate } from './field-template.tsx';
import { ObjectField } from './object-field.tsx';
import { BaseInputTemplate } from './text-box.tsx';
import {
  MuiCheckboxesWidget,
  MuiDescriptionField,
  MuiFieldHelpTemplate,
  MuiMoveDownButton,
  MuiMoveUpButton,
  MuiRemoveButton,
  MuiTextareaWidget,
} from './rjsf.ts';
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
  ButtonTemplates: {
    AddButton,
    MoveDownButton: MuiMoveDownButton,
    MoveUpButton: MuiMoveUpButton,
    RemoveButton: MuiRemoveButton,
  } as TemplatesType['ButtonTemplates'],
  DescriptionFieldTemplate: MuiDescriptionField,
  FieldErrorTemplate,
  FieldHelpTemplate: MuiFieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
};

/**
 * RJSF's built-in widgets the forms name, by RJSF's registry name (`"ui:widget": "checkboxes"` is `CheckboxesWidget`).
 * Text, number, email and password boxes need none: @rjsf/core draws them with `BaseInputTemplate`. To use another
 * built-in widget in a UI schema (`radio`, `range`), add `@rjsf/mui`'s module for it to ./rjsf.ts and a line
 * here; test/engine/rjsf-theme.test.ts fails for a form naming a built-in widget this table lacks. The product's own
 * widgets (`src/widgets/index.ts`) are given by the pages and need nothing here.
 */
export const themeWidgets: RegistryWidgetsType = {
  CheckboxWidget,
  CheckboxesWidget: MuiCheckboxesWidget,
  SelectWidget,
  TextareaWidget: MuiTextareaWidget,
};

/** RJSF's `Form` with the engine's theme. */
export const ThemedForm = withTheme({ templates, widgets: themeWidgets, fields: { ObjectField } });
