import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useDocumentTitle } from '../../use-document-title.ts';
import { PageFrame } from '../PageFrame.tsx';
import { useFormsConfig } from './forms-config.ts';
import { STATES } from '../../../shared/states.ts';
import { PAPER_LANGUAGES, paperFormUrl, paperLanguageOf, type PaperLanguage } from './paper-form-url.ts';
import { ReturnInstructions } from './ReturnInstructions.tsx';
import { TaxExemptionDialog } from './TaxExemptionDialog.tsx';

/**
 * `/forms`, the paper route: pick a state and a language and download that state's application, see the
 * sales-tax exemption forms, and read how to send the completed form back.
 */
export function FormsPage() {
  const { t, i18n } = useTranslation();
  const { formsHost, imagesHost } = useFormsConfig();
  const [state, setState] = useState('');
  const [language, setLanguage] = useState<PaperLanguage>(() => paperLanguageOf(i18n.language));
  const [exemptionsOpen, setExemptionsOpen] = useState(false);
  useDocumentTitle('forms.title');

  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('forms.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('forms.intro')}</Typography>
      <Stack spacing={2.5} sx={{ mb: 3 }}>
        <TextField
          select
          id="paper-state"
          label={t('forms.state')}
          value={state}
          onChange={(event) => setState(event.target.value)}
          helperText={state ? undefined : t('forms.downloadHelp')}
        >
          {STATES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`enums.state.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="paper-language">{t('forms.formLanguage')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="paper-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as PaperLanguage)}
          >
            {PAPER_LANGUAGES.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={t(`forms.formLanguages.${code}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={!state}
            {...(state ? { href: paperFormUrl(formsHost, state, language) } : {})}
          >
            {t('forms.download')}
          </Button>
        </Box>
      </Stack>
      <Divider sx={{ mb: 3 }} />
      <Box component="section" aria-labelledby="exemption-title" sx={{ mb: 3 }}>
        <Typography id="exemption-title" variant="h6" component="h2" gutterBottom>
          {t('forms.taxExemption')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('forms.taxExemptionHelp')}</Typography>
        <Button variant="outlined" onClick={() => setExemptionsOpen(true)}>
          {t('forms.showTaxExemption')}
        </Button>
      </Box>
      <TaxExemptionDialog open={exemptionsOpen} onClose={() => setExemptionsOpen(false)} imagesHost={imagesHost} />
      <Divider sx={{ mb: 3 }} />
      <ReturnInstructions />
      <Divider sx={{ my: 3 }} />
      <Link component={RouterLink} href="/login">
        {t('forms.backToLogin')}
      </Link>
    </PageFrame>
  );
}
