import { Box, Divider, Typography } from '@mui/material';
import type { TitleFieldProps } from '@rjsf/utils';
import { memo } from 'react';
import { MuiTitleField } from './rjsf.ts';

const TITLE_SX = { mb: 1, mt: 1 };

/** The heading itself, drawn again only when its text changes (a list renders again on every key in its entries). */
const SectionTitle = memo(function SectionTitle({ id, title }: { id: string; title: string }) {
  return (
    <Box id={id} sx={TITLE_SX}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Divider />
    </Box>
  );
});

/**
 * The title of a list or group of fields ("Owners", "Additional Locations") as a second-level heading under the
 * step's title, so that the page's headings go down one level at a time for those who move through them; RJSF's
 * MUI theme makes it an `h5`. It keeps the `h5` look. A title with its own controls is left as RJSF draws it.
 */
export function TitleFieldTemplate(props: TitleFieldProps) {
  if (props.optionalDataControl) return <MuiTitleField {...props} />;
  return <SectionTitle id={props.id} title={props.title} />;
}
