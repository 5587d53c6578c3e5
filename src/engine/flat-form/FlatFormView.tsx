import { Box } from '@mui/material';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeFieldError, type FieldError } from '../../shared/field-errors.ts';
import { focusFirstError } from '../focus-first-error.ts';
import type { FormViewHandle } from '../FormView.tsx';
import { FlatFieldView } from './FlatFieldView.tsx';
import type { FlatForm } from './load-flat-form.ts';

type Data = Record<string, string | undefined>;

export interface FlatFormViewProps {
  form: FlatForm;
  formData: Data;
  onChange(data: Data): void;
}

/** The DOM id RJSF gives a top-level field (`root_email`). */
const idOf = (name: string) => `root_${name}`;

/**
 * A form of text boxes and drop-down lists (the account pages), drawn without RJSF, whose form machinery (schema
 * resolution, defaults, its registry and Markdown) is most of what a page with a form loads. It behaves as
 * `FormView` does: errors appear under a field once it has been left or after `validate()`, server errors under
 * their fields, and typing in a field showing an error validates again.
 */
export const FlatFormView = forwardRef<FormViewHandle, FlatFormViewProps>(function FlatFormView(
  { form, formData, onChange },
  ref,
) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const latest = useRef(formData);
  latest.current = formData;
  const container = useRef<HTMLDivElement>(null);

  const focusFirst = (names: string[]) =>
    requestAnimationFrame(() => focusFirstError(container.current, names.map(idOf)));

  useImperativeHandle(ref, () => ({
    validate() {
      const found = form.validate(latest.current);
      setErrors(found);
      setShowAll(true);
      if (found.length) focusFirst(found.map((error) => error.path.join('_')));
      return found.length === 0;
    },
    data() {
      return latest.current;
    },
    showServerErrors(byPath) {
      setServerErrors(byPath);
      setShowAll(true);
      focusFirst(Object.keys(byPath));
    },
  }));

  const change = (name: string, value: string | undefined) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    onChange(next);
    if (showAll || touched.has(idOf(name))) setErrors(form.validate(next));
    if (Object.keys(serverErrors).length) setServerErrors({});
  };

  const blur = (id: string) => {
    setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
    setErrors(form.validate(latest.current));
  };

  const messagesOf = (name: string): string[] => {
    if (serverErrors[name]) return [serverErrors[name]];
    if (!showAll && !touched.has(idOf(name))) return [];
    return errors
      .filter((error) => error.path.length === 1 && error.path[0] === name)
      .map((error) => localizeFieldError(error, form.uiSchema as never, t));
  };

  return (
    <Box ref={container} sx={{ display: 'flex', flexDirection: 'column', rowGap: '26px', my: '10px' }}>
      {form.fields.map((field) => (
        <FlatFieldView
          key={field.name}
          field={field}
          id={idOf(field.name)}
          value={formData[field.name]}
          errors={messagesOf(field.name)}
          onChange={change}
          onBlur={blur}
        />
      ))}
    </Box>
  );
});
