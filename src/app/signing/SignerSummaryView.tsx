import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SignerSummary, SummaryLine } from '../../shared/signing.ts';

/** Label and value pairs as a description list, one under the other: readable on a phone's narrow screen. */
function Lines({ lines }: { lines: SummaryLine[] }) {
  return (
    <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: 14 }, '& dd': { m: 0, mb: 1 } }}>
      {lines.map((line) => (
        <Box key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** The application in brief, as the server masked it: the business, then each applicant. */
export function SignerSummaryView({ summary }: { summary: SignerSummary }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="signer-summary">
      <Typography id="signer-summary" component="h2" variant="h6" gutterBottom>
        {t('signer.summaryTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('signer.summaryHelp')}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('signer.business')}
      </Typography>
      <Lines lines={summary.business} />
      {summary.applicants.map((applicant) => (
        <Box key={applicant.name}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {applicant.name}
          </Typography>
          <Lines lines={applicant.lines} />
        </Box>
      ))}
    </Box>
  );
}
