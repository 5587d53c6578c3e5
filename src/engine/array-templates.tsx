import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Typography } from '@mui/material';
import MuiAddButton from '@rjsf/mui/lib/AddButton/AddButton.js';
import MuiItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
import { getUiOptions, type ArrayFieldItemTemplateProps, type IconButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { focusAfterRemoval, focusItemToBeAdded, listItemElementId } from './list-focus.ts';

/**
 * Lists whose look is declared in the UI schema's `ui:options` of the array field, all optional:
 * - `addLabel`: i18n key of the add button's text ("Add co-owner"), shown as a labelled button;
 * - `removeLabel`: i18n key of each removable item's remove button text ("Remove co-owner");
 * - `keepFirst`: how many leading items can never be removed (the owner of a list of owners);
 * - `itemTitles`: i18n keys of the item headings by position, the last one repeating for the rest
 *   (`["fields.owner", "fields.coOwner"]`); a heading may quote `{number}`, the item's position from 1.
 * Lists without them look as RJSF's MUI theme draws them. Adding an entry moves the focus to its first field,
 * removing one to the add button (see list-focus.ts).
 */
interface ListOptions {
  addLabel?: string;
  removeLabel?: string;
  keepFirst?: number;
  itemTitles?: string[];
}

export function AddButton(props: IconButtonProps) {
  const { t } = useTranslation();
  const { addLabel } = getUiOptions(props.uiSchema) as ListOptions;
  if (!addLabel) return <MuiAddButton {...props} />;
  const { id, className, onClick, disabled } = props;
  return (
    <Button
      id={id}
      className={className}
      onClick={(event) => {
        focusItemToBeAdded(event.currentTarget);
        onClick?.(event);
      }}
      disabled={disabled}
      variant="outlined"
      startIcon={<AddIcon />}
    >
      {t(addLabel)}
    </Button>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const { keepFirst = 0, removeLabel, itemTitles } = getUiOptions(props.parentUiSchema ?? {}) as ListOptions;
  const { index, buttonsProps, children } = props;
  const removable = buttonsProps.hasRemove && index >= keepFirst;
  if (!removeLabel && !itemTitles) {
    const hasToolbar = removable || buttonsProps.hasCopy || buttonsProps.hasMoveUp || buttonsProps.hasMoveDown;
    return (
      <MuiItemTemplate {...props} hasToolbar={hasToolbar} buttonsProps={{ ...buttonsProps, hasRemove: removable }} />
    );
  }
  const titleKey = itemTitles?.[Math.min(index, itemTitles.length - 1)];
  const title = titleKey ? t(titleKey, { number: index + 1 }) : undefined;
  return (
    <Paper
      component="section"
      id={listItemElementId(buttonsProps.fieldPathId.$id)}
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      aria-label={title}
    >
      {title && (
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
      )}
      {children}
      {removable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            color="error"
            onClick={(event) => {
              focusAfterRemoval(buttonsProps.fieldPathId.$id);
              buttonsProps.onRemoveItem(event);
            }}
            disabled={buttonsProps.disabled || buttonsProps.readonly}
          >
            {removeLabel ? t(removeLabel) : t('rjsf.RemoveButton')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
