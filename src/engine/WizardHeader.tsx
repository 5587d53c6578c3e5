import { Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface WizardHeaderProps {
  title: string;
  current: number;
  total: number;
  supplierName: string;
  supplierUrl: string;
  onLogout(): void;
}

/** On a phone: a line of its own, shown once the menu is open. Elsewhere: always, beside the title. */
const inMenu = (open: boolean) => ({
  display: { xs: open ? 'block' : 'none', md: 'inline' },
  flexBasis: { xs: '100%', md: 'auto' },
  textAlign: 'start',
});

/**
 * Step title, "Step X of Y", the logout link and the supplier's site. When the step changes, the focus moves to
 * the new step's title: the button that was pressed is gone with the old step, and a keyboard or screen-reader user
 * goes on from the top of the new one instead of from the start of the page. On a phone the two links, one of them
 * out of the application, sit behind a menu button instead of between the title and the form, and "Step X of Y" is
 * left to the folded step list above.
 */
export function WizardHeader({ title, current, total, supplierName, supplierUrl, onLogout }: WizardHeaderProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    setMenuOpen(false);
    heading.current?.focus();
  }, [current]);
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          {t('common.stepOf', { current, total })}
        </Typography>
      </Box>
      <Button
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen(!menuOpen)}
        sx={{ display: { md: 'none' }, alignSelf: 'start' }}
      >
        {t('common.menu')}
      </Button>
      {/* `contents`: the links stay items of the header's row, the box only names what the button controls. */}
      <Box id={menuId} sx={{ display: 'contents' }}>
        <Link href={supplierUrl} target="_blank" rel="noopener" sx={inMenu(menuOpen)}>
          {t('common.supplierSite', { supplier: supplierName })}
        </Link>
        <Link component="button" type="button" onClick={onLogout} sx={inMenu(menuOpen)}>
          {t('common.logout')}
        </Link>
      </Box>
    </Box>
  );
}
