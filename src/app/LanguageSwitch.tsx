import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from './i18n.ts';

const ID = 'language-switch';

/**
 * Lets a person read the application in English or Spanish whatever their browser says. An outlined field as a
 * select TextField draws it, holding the platform's own list (MUI's NativeSelect): on every page's first paint, it
 * does without the menu, popover and modal code a MUI list needs (about 10 KB of gzip).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const label = t('common.language');
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={ID}>{label}</InputLabel>
      <NativeSelect
        id={ID}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        input={<OutlinedInput label={label} />}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`common.languages.${language}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
