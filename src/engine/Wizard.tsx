import { Box, Container, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardManifest } from '../shared/form-types.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';
import { WizardHeader } from './WizardHeader.tsx';
import { WizardSidebar } from './WizardSidebar.tsx';

export interface WizardProps {
  manifest: WizardManifest;
  currentIndex: number;
  completed: ReadonlySet<string>;
  onNavigate(index: number): void;
  onLogout(): void;
  supplier: { name: string; url: string };
  /** The step in view, with its own footer. */
  children: ReactNode;
}

/** The wizard frame: sidebar, header and the current step. Leaving a step with unsaved changes asks first. */
export function Wizard({ manifest, currentIndex, completed, onNavigate, onLogout, supplier, children }: WizardProps) {
  const { t } = useTranslation();
  const { guard } = useUnsavedChanges();
  const step = manifest.steps[currentIndex];
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {/* minmax(0, 1fr): a long word or a wide control shrinks into the column instead of widening the page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, gap: 3 }}>
        <Paper variant="outlined" sx={{ alignSelf: 'start' }}>
          <WizardSidebar
            steps={manifest.steps}
            currentIndex={currentIndex}
            completed={completed}
            onSelect={(index) => guard(() => onNavigate(index))}
          />
        </Paper>
        <Box component="main" id="main">
          <WizardHeader
            title={t(step.title)}
            current={currentIndex + 1}
            total={manifest.steps.length}
            supplierName={supplier.name}
            supplierUrl={supplier.url}
            onLogout={() => guard(onLogout)}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}
