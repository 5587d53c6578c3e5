import { Box, Divider, Typography } from '@mui/material';
import MuiTitleFieldTemplate from '@rjsf/mui/lib/TitleField/TitleField.js';
import type { TitleFieldProps } from '@rjsf/utils';

/**
 * The title of a list or group of fields ("Owners", "Additional Locations") as a second-level heading under the
 * step's title, so that the page's headings go down one level at a time for those who move through them; RJSF's
 * MUI theme makes it an `h5`. It keeps the `h5` look. A title with its own controls is left as RJSF draws it.
 */
export function TitleFieldTemplate(props: TitleFieldProps) {
  if (props.optionalDataControl) return <MuiTitleFieldTemplate {...props} />;
  return (
    <Box id={props.id} sx={{ mb: 1, mt: 1 }}>
      <Typography variant="h5" component="h2">
        {props.title}
      </Typography>
      <Divider />
    </Box>
  );
}
