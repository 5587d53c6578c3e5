import { Box, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from './MarkdownText.tsx';

/** What the page puts in `formContext.texts`: each text to agree to by its key (`terms`, `generalTerms`, …). */
export type AgreementTexts = Record<string, { id: string; content: string } | undefined>;

/**
 * The level of an agreement's heading: a section of the step, under the step's title (`h1`) and beside the titles
 * of its groups of fields ("Signatures", engine/title-template.tsx). The text's own headings nest under it.
 */
const SECTION_LEVEL = 2;

/**
 * A text to read and its "I have read and agree" box. The UI schema names the text (`ui:options.text`) and the
 * section heading (`ui:options.heading`, a locale key); the page supplies the texts in `formContext.texts`.
 */
export function AgreementWidget({
  id,
  value,
  onChange,
  onBlur,
  label,
  required,
  disabled,
  readonly,
  rawErrors = [],
  options,
  registry,
}: WidgetProps) {
  const { t } = useTranslation();
  const texts = (registry.formContext?.texts ?? {}) as AgreementTexts;
  const text = texts[String(options.text)];
  const heading = typeof options.heading === 'string' ? t(options.heading) : undefined;
  const headingId = `${id}-heading`;
  return (
    <Box>
      {heading && (
        <Typography id={headingId} variant="h6" component={`h${SECTION_LEVEL}`} gutterBottom>
          {heading}
        </Typography>
      )}
      {text && (
        // The text scrolls in its own box, a region named by the heading that keyboard users can focus and scroll.
        <Paper
          component="section"
          variant="outlined"
          tabIndex={0}
          {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
          sx={{ maxHeight: 240, overflowY: 'auto', p: 2, mb: 1 }}
        >
          {/* Under the section heading the text's title is left out and its sections come one level below; alone,
              its title takes the section's level. */}
          <MarkdownText text={text.content} omitTitle={Boolean(heading)} level={SECTION_LEVEL} />
        </Paper>
      )}
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={value === true}
            required={required}
            disabled={disabled || readonly}
            onChange={(event) => onChange(event.target.checked ? true : undefined)}
            onBlur={() => onBlur(id, value)}
            slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id), 'aria-invalid': rawErrors.length > 0 } }}
          />
        }
        label={label}
      />
    </Box>
  );
}
