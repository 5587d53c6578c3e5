import { Box, Link, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface WizardHeaderProps {
  title: string;
  current: number;
  total: number;
  supplierName: string;
  supplierUrl: string;
  onLogout(): void;
}

/**
 * Step title, "Step X of Y", the logout link and the supplier's site. When the step changes, the focus moves to
 * the new step's title: the button that was pressed is gone with the old step, and a keyboard or screen-reader user
 * goes on from the top of the new one instead of from the start of the page.
 */
export function WizardHeader({ title, current, total, supplierName, supplierUrl, onLogout }: WizardHeaderProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus();
  }, [current]);
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t('common.stepOf', { current, total })}</Typography>
      </Box>
      <Link href={supplierUrl} target="_blank" rel="noopener">
        {t('common.supplierSite', { supplier: supplierName })}
      </Link>
      <Link component="button" type="button" onClick={onLogout}>
        {t('common.logout')}
      </Link>
    </Box>
  );
}
