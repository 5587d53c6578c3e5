import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../shared/form-types.ts';
import { canVisit } from './wizard-progress.ts';

interface WizardSidebarProps {
  steps: readonly WizardStep[];
  currentIndex: number;
  completed: ReadonlySet<string>;
  onSelect(index: number): void;
}

/**
 * The numbered list of steps: each step's number, or a check mark once it is completed, beside its title (the number
 * is shown once). Only steps up to the first incomplete one can be opened. On a phone the list would push every
 * step's form down by about 300 pixels, so there it folds into one line, "Step 2 of 6 · Business information", that
 * opens it; choosing a step folds it again.
 */
export function WizardSidebar({ steps, currentIndex, completed, onSelect }: WizardSidebarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const where = t('common.stepOf', { current: currentIndex + 1, total: steps.length });
  return (
    <Box component="nav" aria-label={t('common.steps')}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={{ display: { md: 'none' }, gap: 1 }}
      >
        <ListItemText
          primary={`${where} · ${t(steps[currentIndex]!.title)}`}
          slotProps={{ primary: { component: 'span', sx: { fontWeight: 500 } } }}
        />
        {/* A text arrow, not an icon component: the step page's bytes are budgeted (test/app/bundle.test.ts). */}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </ListItemButton>
      <List
        id={listId}
        component="ol"
        sx={{ listStyle: 'none', p: 0, display: { xs: open ? 'block' : 'none', md: 'block' } }}
      >
        {steps.map((step, index) => {
          const done = completed.has(step.key);
          return (
            <li key={step.key}>
              <ListItemButton
                selected={index === currentIndex}
                disabled={!canVisit(steps, completed, index)}
                aria-current={index === currentIndex ? 'step' : undefined}
                onClick={() => {
                  setOpen(false);
                  onSelect(index);
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {done ? (
                    <CheckCircleIcon color="success" titleAccess={t('common.completed')} />
                  ) : (
                    <Box component="span" sx={{ width: 24, textAlign: 'center', fontWeight: 700 }}>
                      {index + 1}
                    </Box>
                  )}
                </ListItemIcon>
                <ListItemText primary={t(step.title)} slotProps={{ primary: { component: 'span' } }} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
