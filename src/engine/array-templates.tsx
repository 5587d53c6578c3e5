import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Typography } from '@mui/material';
import {
  buttonId,
  descriptionId,
  getUiOptions,
  titleId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type IconButtonProps,
} from '@rjsf/utils';
import { memo, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusAfterRemoval, focusItemToBeAdded, listItemElementId } from './list-focus.ts';
import { MuiAddButton, MuiArrayFieldItemTemplate, MuiArrayFieldTemplate, MuiDescriptionField } from './rjsf.ts';
import { useStableHandler } from './stable-handler.ts';
import { TitleFieldTemplate } from './title-template.tsx';

/**
 * Lists whose look is declared in the UI schema's `ui:options` of the array field, all optional:
 * - `addLabel`: i18n key of the add button's text ("Add co-owner"), shown as a labelled button;
 * - `removeLabel`: i18n key of each removable item's remove button text ("Remove co-owner");
 * - `keepFirst`: how many leading items can never be removed (the owner of a list of owners);
 * - `itemTitles`: i18n keys of the item headings by position, the last one repeating for the rest
 *   (`["fields.owner", "fields.coOwner"]`); a heading may quote `{number}`, the item's position from 1.
 * Lists without them look as RJSF's MUI theme draws them. Adding an entry moves the focus to its first field,
 * removing one to the add button (see list-focus.ts).
 *
 * A list and each of its entries render again on every key pressed in any of its fields; their headings and
 * buttons are memoised on plain values, so that only the entry typed into draws anything new.
 */
interface ListOptions {
  addLabel?: string;
  removeLabel?: string;
  keepFirst?: number;
  itemTitles?: string[];
}

type Click = (event: MouseEvent<HTMLButtonElement>) => void;

const LabelledAddButton = memo(function LabelledAddButton(props: {
  id?: string;
  className?: string;
  labelKey: string;
  disabled?: boolean;
  onClick?: Click;
}) {
  const { t } = useTranslation();
  const { id, className, labelKey, disabled, onClick } = props;
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
      {t(labelKey)}
    </Button>
  );
});

export function AddButton(props: IconButtonProps) {
  const { addLabel } = getUiOptions(props.uiSchema) as ListOptions;
  if (!addLabel) return <MuiAddButton {...props} />;
  const { id, className, onClick, disabled } = props;
  return <LabelledAddButton id={id} className={className} labelKey={addLabel} disabled={disabled} onClick={onClick} />;
}

const ADD_ROW_SX = { display: 'flex', justifyContent: 'flex-end', mt: 2 };
const AddRow = memo(function AddRow(props: { id: string; labelKey: string; disabled: boolean; onClick: Click }) {
  return (
    <Box sx={ADD_ROW_SX}>
      <LabelledAddButton {...props} className="rjsf-array-item-add" />
    </Box>
  );
});

const LIST_SX = { p: 2 };
/** A list with a labelled add button: RJSF's MUI look (a raised paper, its title, the entries, the button). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, optionalDataControl, registry, schema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { addLabel } = uiOptions as ListOptions;
  const add = useStableHandler(props.onAddClick);
  if (!addLabel) return <MuiArrayFieldTemplate {...props} />;
  const controlInTitle = !readonly && !disabled;
  const title = uiOptions.title || props.title;
  const description = uiOptions.description || schema.description;
  const labelled = uiOptions.label !== false;
  return (
    <Paper elevation={2} sx={LIST_SX}>
      {title && labelled && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          schema={schema}
          uiSchema={uiSchema}
          required={props.required}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      )}
      {description && labelled && (
        <MuiDescriptionField
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {!controlInTitle && optionalDataControl}
      {items}
      {canAdd && (
        <AddRow
          id={buttonId(fieldPathId, 'add')}
          labelKey={addLabel}
          disabled={!!(disabled || readonly)}
          onClick={add}
        />
      )}
    </Paper>
  );
}

const ItemHeading = memo(function ItemHeading({ title }: { title: string }) {
  return (
    <Typography variant="h6" component="h3">
      {title}
    </Typography>
  );
});

const REMOVE_ROW_SX = { display: 'flex', justifyContent: 'flex-end' };
const RemoveItem = memo(function RemoveItem(props: {
  itemFieldId: string;
  labelKey?: string;
  disabled: boolean;
  onClick: Click;
}) {
  const { t } = useTranslation();
  const { itemFieldId, labelKey, disabled, onClick } = props;
  return (
    <Box sx={REMOVE_ROW_SX}>
      <Button
        color="error"
        onClick={(event) => {
          focusAfterRemoval(itemFieldId);
          onClick(event);
        }}
        disabled={disabled}
      >
        {labelKey ? t(labelKey) : t('rjsf.RemoveButton')}
      </Button>
    </Box>
  );
});

const ITEM_SX = { p: 2, mb: 2 };
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const { keepFirst = 0, removeLabel, itemTitles } = getUiOptions(props.parentUiSchema ?? {}) as ListOptions;
  const { index, buttonsProps, children } = props;
  const remove = useStableHandler(buttonsProps.onRemoveItem);
  const removable = buttonsProps.hasRemove && index >= keepFirst;
  const titleKey = itemTitles?.[Math.min(index, itemTitles.length - 1)];
  const title = useMemo(() => (titleKey ? t(titleKey, { number: index + 1 }) : undefined), [t, titleKey, index]);
  if (!removeLabel && !itemTitles) {
    const hasToolbar = removable || buttonsProps.hasCopy || buttonsProps.hasMoveUp || buttonsProps.hasMoveDown;
    return (
      <MuiArrayFieldItemTemplate
        {...props}
        hasToolbar={hasToolbar}
        buttonsProps={{ ...buttonsProps, hasRemove: removable }}
      />
    );
  }
  const itemFieldId = buttonsProps.fieldPathId.$id;
  return (
    <Paper component="section" id={listItemElementId(itemFieldId)} variant="outlined" sx={ITEM_SX} aria-label={title}>
      {title && <ItemHeading title={title} />}
      {children}
      {removable && (
        <RemoveItem
          itemFieldId={itemFieldId}
          labelKey={removeLabel}
          disabled={!!(buttonsProps.disabled || buttonsProps.readonly)}
          onClick={remove}
        />
      )}
    </Paper>
  );
}
