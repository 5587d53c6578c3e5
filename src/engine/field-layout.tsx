import { Grid, Typography } from '@mui/material';
import MuiObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import { getUiOptions, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';

import { WIDTH_COLUMNS } from '../shared/ui-options.ts';

/** Columns of 12 a field takes on screens from 600 pixels wide, by its `ui:options.width`; phones show one column. */
const COLUMNS: Record<string, number> = WIDTH_COLUMNS;

/** Whether any field of the object declares a layout: otherwise RJSF's MUI theme lays it out as it does. */
function declaresLayout(uiSchema: UiSchema | undefined, names: readonly string[]): boolean {
  return names.some((name) => {
    const options = getUiOptions(uiSchema?.[name] as UiSchema | undefined);
    return options.width !== undefined || options.group !== undefined;
  });
}

/**
 * The level of a group heading in an object at `path`: `h2` under the step's title for the step's own fields, and
 * two levels deeper per list entry or titled object it sits in (a list's `h2` title, its entry's `h3`), so that the
 * page's headings go down one level at a time.
 */
function groupHeadingLevel(path: readonly unknown[]): number {
  return Math.min(2 + path.length, 6);
}

/**
 * The fields of an object laid out as its UI schema says: a field's `ui:options.width` (`half`, `third`,
 * `twoThirds`) puts related fields side by side on wide screens (first and last name; city, state and ZIP), and
 * `ui:options.group` (a text key, translated like a title) opens a short group heading above the field ("Address"),
 * in a step's own fields and in a list's entries alike. Widths are CSS breakpoints, not measured, so nothing moves
 * once the page has loaded.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId } = props;
  if (
    !declaresLayout(
      uiSchema,
      properties.map((property) => property.name),
    )
  )
    return <MuiObjectFieldTemplate {...props} />;
  const heading = `h${groupHeadingLevel(fieldPathId.path)}` as 'h2';
  return (
    <Grid container columnSpacing={2} sx={{ mt: 1.25 }}>
      {properties.map((property) => {
        if (property.hidden) return property.content;
        const options = getUiOptions(uiSchema?.[property.name] as UiSchema | undefined);
        const columns = COLUMNS[String(options.width)] ?? 12;
        return [
          typeof options.group === 'string' && (
            <Grid key={`${property.name}-group`} size={12}>
              <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
                {options.group}
              </Typography>
            </Grid>
          ),
          <Grid key={property.name} size={{ xs: 12, sm: columns }} sx={{ mb: 1.25 }}>
            {property.content}
          </Grid>,
        ];
      })}
    </Grid>
  );
}
