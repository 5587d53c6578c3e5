import { Box, Button } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedTextField, type TextFormat } from './formatted/FormattedTextField.tsx';
import { applyMask, fillsSlot, slotCharacters } from './formatted/mask.ts';

/** The digits of a value in the mask's shape; stored as the digits, or as shown with `keepMask`. */
function maskFormat(mask: string, keepMask: boolean): TextFormat {
  return {
    shown: (value) => (typeof value === 'string' ? applyMask(mask, slotCharacters(value)) : ''),
    read: (typed) => {
      const characters = slotCharacters(typed);
      const shown = applyMask(mask, characters);
      return { shown, value: characters ? (keepMask ? shown : characters) : undefined };
    },
    counts: fillsSlot,
  };
}

/**
 * Digits shown in the shape of `ui:options.mask` as they are typed (`#` is a digit: "(###) ###-####" shows
 * "(555) 123-4567", "###-##-####" shows "123-45-6789"). The field stores the digits alone ("123456789"), or the text
 * as shown with `ui:options.keepMask: true`; either way the schema's rule judges it. A value the server sent back
 * masked (`*****1234`) shows in the same shape. `ui:options.conceal: true` hides the value like a password, with a
 * "Show" button beside it (a toggle button: its state is `aria-pressed`; a plain button keeps the page light).
 */
export function MaskedTextWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options, label, disabled, readonly } = props;
  const mask = typeof options.mask === 'string' ? options.mask : '';
  const format = useMemo(() => maskFormat(mask, options.keepMask === true), [mask, options.keepMask]);
  const [visible, setVisible] = useState(false);
  const concealed = options.conceal === true;
  const type = concealed && !visible ? 'password' : typeof options.inputType === 'string' ? options.inputType : 'text';
  const field = <FormattedTextField widget={props} format={format} type={type} />;
  if (!concealed) return field;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      {field}
      <Button
        variant={visible ? 'contained' : 'outlined'}
        aria-label={t('widgets.showValue', { label })}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        disabled={disabled || readonly}
        sx={{ mt: 1.25, flex: 'none' }}
      >
        {t('widgets.show')}
      </Button>
    </Box>
  );
}
