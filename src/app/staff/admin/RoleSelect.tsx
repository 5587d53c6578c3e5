import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../../shared/staff/roles.ts';

interface RoleSelectProps {
  name?: string;
  defaultValue?: StaffRole;
  value?: StaffRole;
  /** The accessible name when the label is not shown (in a table row). */
  label?: string;
  onChange?(role: StaffRole): void;
}

/** The four roles as a native select, worded from the locales. */
export function RoleSelect({ name, defaultValue, value, label, onChange }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label ?? t('staffConsole.admin.role')}
      defaultValue={defaultValue}
      value={value}
      onChange={onChange && ((event) => isStaffRole(event.target.value) && onChange(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`staffConsole.roles.${role}`)}
        </option>
      ))}
    </TextField>
  );
}
