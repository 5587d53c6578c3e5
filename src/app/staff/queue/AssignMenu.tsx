import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../engine/providers.ts';
import type { AssignAnswer, Assignee, QueueItem } from '../../../shared/staff/staff-answers.ts';
import { staffApi } from '../api/staff-api.ts';

interface AssignMenuProps {
  item: QueueItem;
  assignees: Assignee[];
  /** After a change was saved: the queue reloads. */
  onAssigned(): void;
}

/**
 * The assignment of one application: a button that opens the list of analysts and managers by name (the current one
 * checked) and "Unassign"; what happened, or why it did not, is told in a message.
 */
export function AssignMenu({ item, assignees, onAssigned }: AssignMenuProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `assign-${item.applicationId}`;
  const id = item.applicationId;

  const assign = (staffId: string | null) => {
    setAnchor(null);
    staffApi<AssignAnswer>('PUT', `/applications/${encodeURIComponent(id)}/assignee`, { staffId }).then(
      ({ assignee }) => {
        const message = assignee
          ? t('staffConsole.queue.assign.done', { id, name: assignee.name })
          : t('staffConsole.queue.assign.removed', { id });
        enqueueSnackbar(message, { variant: 'success' });
        onAssigned();
      },
      (error: Error) =>
        enqueueSnackbar(
          t('staffConsole.queue.assign.failed', { id, reason: error.message || t('staffConsole.actionFailed') }),
          {
            variant: 'error',
          },
        ),
    );
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('staffConsole.queue.assign.button', { id })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <PersonAddIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('staffConsole.queue.assign.menu', { id }), dense: true } }}
      >
        {assignees.map((member) => (
          <MenuItem key={member.id} selected={member.id === item.assignee?.id} onClick={() => assign(member.id)}>
            <ListItemText primary={member.name} secondary={t(`staffConsole.roles.${member.role}`)} />
          </MenuItem>
        ))}
        {item.assignee && <MenuItem onClick={() => assign(null)}>{t('staffConsole.queue.assign.unassign')}</MenuItem>}
      </Menu>
    </>
  );
}
