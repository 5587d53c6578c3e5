import { Box, FormHelperText } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A field's errors in a polite live region that exists before any error does, under the id RJSF names a field's
 * errors with (`root_companyName__error`): a message appearing in it is read out, and the control, described by
 * that id, reads it again on focus. Shared by the RJSF theme and the flat forms, so both sound the same.
 */
export function FieldMessages({ id, errors }: { id: string; errors: readonly ReactNode[] }) {
  return (
    <Box id={id} aria-live="polite">
      {errors.map((error, index) => (
        <FormHelperText key={index} id={`${id}-${index}`} component="div">
          {error}
        </FormHelperText>
      ))}
    </Box>
  );
}
