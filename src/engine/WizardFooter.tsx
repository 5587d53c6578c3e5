import { Box, Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface WizardFooterProps {
  /** Shown on application steps after the first; moving back does not save. */
  onPrevious?: () => void;
  /** The forward button: its label key (`common.next`, `common.verify`, `common.submit`) and action. */
  primary?: { label: string; onClick: () => void };
  /** Once the last step is complete: a link back to the supplier. */
  backLink?: { label: string; href: string };
}

/** Previous / Next / Verify / Submit, as the step in view needs them. */
export function WizardFooter({ onPrevious, primary, backLink }: WizardFooterProps) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', mt: 3 }}>
      <Box>
        {onPrevious && (
          <Button variant="outlined" onClick={onPrevious}>
            {t('common.previous')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {backLink && <Link href={backLink.href}>{backLink.label}</Link>}
        {primary && (
          <Button variant="contained" onClick={primary.onClick}>
            {t(primary.label)}
          </Button>
        )}
      </Box>
    </Box>
  );
}
