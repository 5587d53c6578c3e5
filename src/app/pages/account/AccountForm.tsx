import { Box, Button } from '@mui/material';
import { use, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FlatFormView,
  loadFlatForm,
  useLoading,
  useUnsavedChanges,
  type FormViewHandle,
} from '../../../engine/index.ts';
import type { FormDataById } from '../../../shared/generated/form-data.ts';
import { ApiError } from '../../api/api-error.ts';

type FormId = keyof FormDataById;

interface AccountFormProps<Id extends FormId> {
  /** The form of `schemas/` (`auth/login`). */
  formId: Id;
  initialData?: Partial<FormDataById[Id]>;
  /** Locale key of the button. */
  submitLabel: string;
  /** Sends the valid form; rejects with an `ApiError` to keep the person here. */
  onSubmit(data: FormDataById[Id]): Promise<void>;
  /** What the page says about a failure (a toast, a notice); field messages are already under their fields. */
  onFailure(error: ApiError): void;
  /** Whether what is on the form would be lost by leaving; by default, anything typed at all. */
  isDirty?(data: Partial<FormDataById[Id]>): boolean;
  /** Links below the button. */
  children?: ReactNode;
}

const anythingTyped = (data: object) => Object.values(data).some((value) => value !== undefined && value !== '');

/**
 * One schema-driven account form (register, log in, recover, …) with its button. Validates with the form's
 * schema first, shows the server's field messages under their fields, and counts as unsaved changes while
 * something is typed. Enter in a field presses the button.
 */
export function AccountForm<Id extends FormId>({
  formId,
  initialData = {},
  submitLabel,
  onSubmit,
  onFailure,
  isDirty = anythingTyped,
  children,
}: AccountFormProps<Id>) {
  const { t } = useTranslation();
  const track = useLoading();
  const { setDirty } = useUnsavedChanges();
  // Suspends the page until its form is loaded (loadFlatForm keeps one promise per form), so that the page appears
  // whole instead of growing under the person's eyes when the form arrives.
  const form = use(loadFlatForm(formId));
  const [data, setData] = useState<Partial<FormDataById[Id]>>(initialData);
  const view = useRef<FormViewHandle>(null);

  useEffect(() => () => setDirty(false), [setDirty]);

  const change = (next: unknown) => {
    const value = (next ?? {}) as Partial<FormDataById[Id]>;
    setData(value);
    setDirty(isDirty(value));
  };

  const submit = async () => {
    if (!view.current?.validate()) return;
    try {
      await track(onSubmit(view.current.data() as FormDataById[Id]));
      setDirty(false);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, undefined);
      if (failure.fieldErrors) view.current?.showServerErrors(failure.fieldErrors);
      onFailure(failure);
    }
  };

  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Box onKeyDown={submitOnEnter}>
      <FlatFormView ref={view} form={form} formData={data as Record<string, string>} onChange={change} />
      <Box sx={{ display: 'flex', mt: 2, alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Button variant="contained" size="large" onClick={() => void submit()}>
          {t(submitLabel)}
        </Button>
        {children}
      </Box>
    </Box>
  );
}
