import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
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
 * is shown once). Only steps up to the first incomplete one can be opened.
 */
export function WizardSidebar({ steps, currentIndex, completed, onSelect }: WizardSidebarProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('common.steps')}>
      <List component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {steps.map((step, index) => {
          const done = completed.has(step.key);
          return (
            <li key={step.key}>
              <ListItemButton
                selected={index === currentIndex}
                disabled={!canVisit(steps, completed, index)}
                aria-current={index === currentIndex ? 'step' : undefined}
                onClick={() => onSelect(index)}
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
