import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignerView } from '../../shared/signing.ts';
import { MarkdownText } from '../../widgets/MarkdownText.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import type { SignerAgreement } from './signer-api.ts';

type TextKey = keyof SignerView['texts'];

/** Each text, its section heading (the submit step's) and its box's label. */
const TEXTS: Array<{ key: TextKey; heading: string; label: string; required: boolean }> = [
  { key: 'terms', heading: 'submit.agreementTerms', label: 'signer.agreeTerms', required: true },
  { key: 'generalTerms', heading: 'submit.generalTerms', label: 'signer.agreeGeneralTerms', required: true },
  {
    key: 'personalGuarantee',
    heading: 'submit.personalGuarantee',
    label: 'signer.agreePersonalGuarantee',
    required: false,
  },
];

interface AgreementBoxProps {
  id: string;
  label: string;
  checked: boolean;
  missing: boolean;
  onChange(checked: boolean): void;
}

/** A box to tick, with the message why it must be ticked once the signer tried to sign without. */
function AgreementBox({ id, label, checked, missing, onChange }: AgreementBoxProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': `${id}-error`, 'aria-invalid': missing } }}
          />
        }
        label={label}
      />
      <Box id={`${id}-error`} aria-live="polite">
        {missing && <FormHelperText error>{t('signer.mustAgree')}</FormHelperText>}
      </Box>
    </Box>
  );
}

export interface SignFormProps {
  view: SignerView;
  busy: boolean;
  onSign(agreement: SignerAgreement): void;
}

/**
 * The three texts to read, each with its box (the personal guaranty's may stay unticked, as on the submit step), the
 * consent to sign electronically, a signature pad like the submit step's, and Sign.
 */
export function SignForm({ view, busy, onSign }: SignFormProps) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [signature, setSignature] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const missing = (key: string, required = true) => tried && required && !agreed[key];

  const sign = () => {
    const ready = agreed.terms && agreed.generalTerms && agreed.consent && signature;
    if (ready)
      return onSign({
        terms: true,
        generalTerms: true,
        personalGuarantee: agreed.personalGuarantee === true,
        consent: true,
        signature,
      });
    setTried(true);
    const first = ['terms', 'generalTerms', 'consent'].find((key) => !agreed[key]);
    document.getElementById(first ? `signer-${first}` : 'signer-signature')?.focus();
  };

  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h6">
        {t('signer.textsTitle')}
      </Typography>
      {TEXTS.map(({ key, heading, label, required }) => (
        <Box key={key}>
          <Typography id={`signer-${key}-heading`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(heading)}
          </Typography>
          <Paper
            component="section"
            variant="outlined"
            tabIndex={0}
            aria-labelledby={`signer-${key}-heading`}
            sx={{ maxHeight: 240, overflowY: 'auto', p: 2, mb: 1 }}
          >
            <MarkdownText text={view.texts[key].content} omitTitle level={3} />
          </Paper>
          <AgreementBox
            id={`signer-${key}`}
            label={t(label)}
            checked={agreed[key] === true}
            missing={missing(key, required)}
            onChange={(checked) => setAgreed((previous) => ({ ...previous, [key]: checked }))}
          />
        </Box>
      ))}
      <AgreementBox
        id="signer-consent"
        label={t('signer.consent')}
        checked={agreed.consent === true}
        missing={missing('consent')}
        onChange={(checked) => setAgreed((previous) => ({ ...previous, consent: checked }))}
      />
      <Box>
        <SignaturePad
          id="signer-signature"
          signer={view.signerName}
          value={signature}
          invalid={tried && !signature}
          onChange={setSignature}
        />
        <Box aria-live="polite">
          {tried && !signature && <FormHelperText error>{t('signer.signatureMissing')}</FormHelperText>}
        </Box>
      </Box>
      <Button variant="contained" size="large" disabled={busy} onClick={sign} fullWidth>
        {t('signer.sign')}
      </Button>
    </Stack>
  );
}
