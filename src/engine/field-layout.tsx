import { styled, Typography } from '@mui/material';
import { canExpand, getUiOptions, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { memo, type ReactNode } from 'react';
import { WIDTH_COLUMNS } from '../shared/ui-options.ts';
import { MuiObjectFieldTemplate } from './rjsf.ts';

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

/** On wide screens, a cell of class `field-columns-6` spans 6 columns. */
const WIDE_SCREEN_SPANS = Object.fromEntries(
  Object.values(COLUMNS).map((columns) => [`& > .field-columns-${columns}`, { gridColumn: `span ${columns}` }]),
);

/**
 * Twelve columns with MUI's spacing, as MUI's `<Grid container columnSpacing={2}>` drew them. The cells are plain
 * elements styled by class from here: an object renders again on every key pressed in one of its fields, and a
 * styled component per cell would compute its styles each time.
 */
const Columns = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  columnGap: theme.spacing(2),
  marginTop: theme.spacing(1.25),
  '& > *': { gridColumn: 'span 12' },
  '& > .field-cell': { marginBottom: theme.spacing(1.25) },
  [theme.breakpoints.up('sm')]: WIDE_SCREEN_SPANS,
}));

/** Fields one under the other, as MUI's `<Grid container spacing={2}>` spaced them. */
const Rows = styled(Columns)(({ theme }) => ({ rowGap: theme.spacing(2) }));

/** A group's heading, drawn again only when its text or level changes. */
const GroupHeading = memo(function GroupHeading({ text, level }: { text: string; level: number }) {
  return (
    <Typography variant="subtitle1" component={`h${level}` as 'h2'} sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
      {text}
    </Typography>
  );
});

/** Whether an object is only its fields: no title, description, optional-data control or way to add fields. */
function plain({ title, description, optionalDataControl, schema, uiSchema, formData }: ObjectFieldTemplateProps) {
  return !title && !description && !optionalDataControl && !canExpand(schema, uiSchema, formData);
}

/** The cell of the field `name`, `columns` wide on wide screens. */
function cell(name: string, columns: number, content: ReactNode) {
  return (
    <div key={name} className={`field-cell field-columns-${columns}`}>
      {content}
    </div>
  );
}

/**
 * The fields of an object laid out as its UI schema says: a field's `ui:options.width` (`half`, `third`,
 * `twoThirds`) puts related fields side by side on wide screens (first and last name; city, state and ZIP), and
 * `ui:options.group` (a text key, translated like a title) opens a short group heading above the field ("Address"),
 * in a step's own fields and in a list's entries alike. Widths are CSS breakpoints, not measured, so nothing moves
 * once the page has loaded. An object that declares no layout and is only its fields has them one under the other,
 * as RJSF's MUI theme draws them; any other is left to that theme.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId } = props;
  if (
    !declaresLayout(
      uiSchema,
      properties.map((property) => property.name),
    )
  )
    return plain(props) ? (
      <Rows>
        {properties.map((property) => (property.hidden ? property.content : cell(property.name, 12, property.content)))}
      </Rows>
    ) : (
      <MuiObjectFieldTemplate {...props} />
    );
  const level = groupHeadingLevel(fieldPathId.path);
  return (
    <Columns>
      {properties.map((property) => {
        if (property.hidden) return property.content;
        const options = getUiOptions(uiSchema?.[property.name] as UiSchema | undefined);
        const columns = COLUMNS[String(options.width)] ?? 12;
        return [
          typeof options.group === 'string' && (
            <div key={`${property.name}-group`}>
              <GroupHeading text={options.group} level={level} />
            </div>
          ),
          cell(property.name, columns, property.content),
        ];
      })}
    </Columns>
  );
}
