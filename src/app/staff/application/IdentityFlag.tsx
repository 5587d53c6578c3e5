import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The queue's mark of an application whose verified person is none of its owners: an icon, named for readers. */
export function IdentityFlag() {
  const { t } = useTranslation();
  const label = t('staffDecision.identity.flag');
  return (
    <Tooltip title={label}>
      <PersonOffIcon
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize="small"
        color="warning"
        sx={{ verticalAlign: 'middle', ml: 0.5 }}
      />
    </Tooltip>
  );
}
