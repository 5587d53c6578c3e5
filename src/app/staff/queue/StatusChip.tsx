import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../../../shared/staff/review-status.ts';

/**
 * Each status's colours: a light tint with dark text, each pair above 5.5:1 (WCAG AA asks 4.5:1), so the colour
 * helps the eye while the word says the status.
 */
const COLOURS: Record<ReviewStatus, { bgcolor: string; color: string }> = {
  SUBMITTED: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  IN_REVIEW: { bgcolor: '#ede7f6', color: '#4527a0' },
  APPROVED: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  DECLINED: { bgcolor: '#ffebee', color: '#b71c1c' },
  CHANGES_REQUESTED: { bgcolor: '#fff3e0', color: '#7a3300' },
};

/** An application's status as a small coloured chip with its name. */
export function StatusChip({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`staffConsole.status.${status}`)}
      sx={{ ...COLOURS[status], height: 20, fontWeight: 500, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
