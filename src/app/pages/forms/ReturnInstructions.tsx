import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { departmentName } from '../../../shared/department-name.ts';
import { brand } from '../../brand.ts';

/** How to send the completed application: email, fax or mail to the credit department (src/shared/brand.json). */
export function ReturnInstructions() {
  const { t, i18n } = useTranslation();
  const dept = brand.creditDepartment;
  return (
    <Box component="section" aria-labelledby="return-title">
      <Typography id="return-title" variant="h6" component="h2" gutterBottom>
        {t('forms.returnTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('forms.returnIntro')}</Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
        <div>
          <dt>{t('forms.byEmail')}</dt>
          <dd>
            <Link href={`mailto:${dept.email}`}>{dept.email}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('forms.byFax')}</dt>
          <dd>{dept.fax}</dd>
        </div>
        <div>
          <dt>{t('forms.byMail')}</dt>
          <dd>
            <address style={{ fontStyle: 'normal' }}>
              {departmentName(i18n.language)}
              <br />
              {brand.legalName}
              <br />
              {dept.poBox}
              <br />
              {`${dept.city}, ${dept.state} ${dept.zip}`}
            </address>
          </dd>
        </div>
      </Stack>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {t('forms.reviewTime')}
      </Typography>
    </Box>
  );
}
