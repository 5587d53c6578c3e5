import { Autocomplete, Box, TextField, Typography, createFilterOptions } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useValueBeside } from '../../engine/providers.ts';
import { storeLabel, type StoreChoice } from '../../shared/store-directory.ts';
import { STORES } from '../../shared/store-list.ts';
import { useNearestStores } from './use-nearest-stores.ts';

/** Typing matches a store's number, name, city, state or ZIP code, anywhere and ignoring case and accents. */
const filterStores = createFilterOptions<StoreChoice>({
  stringify: (store) => `${store.number} ${store.name} ${store.city} ${store.state} ${store.zip}`,
});

/**
 * The preferred-store choice: a combo box over the store directory, nearest first to the ZIP code of the field
 * named by `ui:options.nearZip` beside it (a location's own ZIP), each store with its address and distance; typing
 * a city, a name or a number narrows the list. The value is the store number, as the schema's directory-made enum
 * allows. The stores come through the app's `StoresApiProvider`; the directory's order is used until they arrive.
 */
export function StoreWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, options } = props;
  const { rawErrors = [] } = props;
  const { t } = useTranslation();
  const nearZip = typeof options.nearZip === 'string' ? options.nearZip : undefined;
  const { stores, order, zip, status } = useNearestStores(useValueBeside(id, nearZip));
  // A store closed since it was chosen is no longer offered, but still shows as the answer.
  const saved = STORES.find((store) => store.number === value);
  const selected = stores.find((store) => store.number === value) ?? (saved ? { ...saved, distanceMiles: null } : null);
  const statusId = `${id}-stores`;
  const statusText =
    status === 'failed'
      ? t('widgets.store.unavailable')
      : status === 'loading'
        ? t('widgets.store.loading')
        : t(`widgets.store.${order}`, { zip });

  return (
    <Box>
      <Autocomplete
        id={id}
        options={stores as StoreChoice[]}
        value={selected}
        onChange={(_event, store) => onChange(store?.number)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        getOptionLabel={(store) => storeLabel(store, t)}
        isOptionEqualToValue={(option, chosen) => option.number === chosen.number}
        filterOptions={filterStores}
        noOptionsText={t('widgets.store.noMatch')}
        disabled={disabled || readonly}
        autoHighlight
        renderOption={({ key, ...itemProps }, store) => (
          <li key={key} {...itemProps}>
            <Box sx={{ display: 'flex', width: '100%', gap: 1, justifyContent: 'space-between' }}>
              <Box>
                <Typography component="span" sx={{ display: 'block' }}>
                  {storeLabel(store, t)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('widgets.store.address', { ...store })}
                </Typography>
              </Box>
              {store.distanceMiles !== null && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {t('widgets.store.miles', { miles: store.distanceMiles })}
                </Typography>
              )}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={labelValue(label, hideLabel)}
            required={required}
            error={rawErrors.length > 0}
            placeholder={t('widgets.store.search')}
            slotProps={{
              ...params.slotProps,
              inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
              htmlInput: {
                ...params.slotProps?.htmlInput,
                autoComplete: 'off',
                'aria-describedby': `${ariaDescribedByIds(id)} ${statusId}`,
              },
            }}
          />
        )}
      />
      <Typography id={statusId} variant="caption" color="text.secondary" role="status">
        {statusText}
      </Typography>
    </Box>
  );
}
