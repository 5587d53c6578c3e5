import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from './i18n.ts';

/** Lets a person read the application in English or Spanish whatever their browser says. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('common.language')}
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.target.value as Language)}
      sx={{ minWidth: 140 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`common.languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
