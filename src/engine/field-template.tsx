import { FormControl, Typography } from '@mui/material';
import { ADDITIONAL_PROPERTY_FLAG, errorId, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { memo, type CSSProperties } from 'react';
import { FieldMessages } from './field-messages.tsx';
import { MuiFieldTemplate } from './rjsf.ts';

/** What MUI's `<FormControl fullWidth>` draws, as a plain style: a group of fields needs none of its state. */
const GROUP_STYLE: CSSProperties = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
  width: '100%',
};
const NO_ERRORS: string[] = [];

/** A group's own messages (a list with too few entries), in red once there are some, as MUI's form control has it. */
const GroupMessages = memo(function GroupMessages({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <FormControl fullWidth error={errors.length > 0}>
      <FieldMessages id={id} errors={errors} />
    </FormControl>
  );
});

/**
 * Every field's frame: RJSF's MUI one, except for an object or a list (a group of fields). A group's frame renders
 * again on every key pressed in any field inside it, so it is drawn from plain elements and a memoised message
 * area; it looks as MUI's does.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { schema, hidden, classNames, style, children, help, displayLabel, rawDescription, description } = props;
  const isGroup = schema.type === 'object' || schema.type === 'array';
  if (!isGroup || hidden || ADDITIONAL_PROPERTY_FLAG in schema || getUiOptions(props.uiSchema).mui)
    return <MuiFieldTemplate {...props} />;
  return (
    <div className={classNames} style={style}>
      <div style={GROUP_STYLE}>
        {children}
        {displayLabel && rawDescription ? (
          <Typography variant="caption" color="textSecondary">
            {description}
          </Typography>
        ) : null}
        {props.errors !== undefined && (
          <GroupMessages id={errorId(props.fieldPathId)} errors={props.rawErrors ?? NO_ERRORS} />
        )}
        {help}
      </div>
    </div>
  );
}
