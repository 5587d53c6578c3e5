import { Grid, Typography } from '@mui/material';
import MuiObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import { getUiOptions, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';

/** Columns of 12 a field takes on screens from 600 pixels wide, by its `ui:options.width`; phones show one column. */
const COLUMNS: Record<string, number> = { half: 6, third: 4, twoThirds: 8 };

/** Whether any field of the object declares a layout: otherwise RJSF's MUI theme lays it out as it does. */
function declaresLayout(uiSchema: UiSchema | undefined, names: readonly string[]): boolean {
  return names.some((name) => {
    const options = getUiOptions(uiSchema?.[name] as UiSchema | undefined);
    return options.width !== undefined || options.group !== undefined;
  });
}

/**
 * The fields of an object laid out as its UI schema says: a field's `ui:options.width` (`half`, `third`,
 * `twoThirds`) puts related fields side by side on wide screens (first and last name; city, state and ZIP), and
 * `ui:options.group` (a text key, translated like a title) opens a short group heading above the field ("Address"),
 * a second-level heading under the step's title: declare groups on a step's own fields, not in its lists. Widths are
 * CSS breakpoints, not measured, so nothing moves once the page has loaded.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema } = props;
  if (
    !declaresLayout(
      uiSchema,
      properties.map((property) => property.name),
    )
  )
    return <MuiObjectFieldTemplate {...props} />;
  return (
    <Grid container columnSpacing={2} sx={{ mt: 1.25 }}>
      {properties.map((property) => {
        if (property.hidden) return property.content;
        const options = getUiOptions(uiSchema?.[property.name] as UiSchema | undefined);
        const columns = COLUMNS[String(options.width)] ?? 12;
        return [
          typeof options.group === 'string' && (
            <Grid key={`${property.name}-group`} size={12}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
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
