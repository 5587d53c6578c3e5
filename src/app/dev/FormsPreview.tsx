import { taxFormsApi } from '../api/tax-forms.ts';
import { Alert, Box, Button, Container, List, ListItem, Stack, Typography } from '@mui/material';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { formLoaders } from 'virtual:wizard';
import {
  FormView,
  loadForm,
  manifest,
  useFormsVersion,
  type FormViewHandle,
  type LoadedForm,
} from '../../engine/index.ts';
import { sampleData } from '../../shared/form-model/index.ts';
import { loadWidgets, TaxFormsApiProvider } from '../../widgets/index.ts';

interface Finding {
  severity: 'error' | 'warning';
  file: string;
  where: string;
  message: string;
  fix: string;
}

/** One form with sample data, and a button that shows what its rules say about the data. */
function FormPreview({ formId }: { formId: string }) {
  const [form, setForm] = useState<LoadedForm | null>(null);
  const [widgets, setWidgets] = useState<RegistryWidgetsType>();
  const [failure, setFailure] = useState<string | null>(null);
  const [data, setData] = useState<unknown>(undefined);
  // The data the form starts from; a new generation draws the form afresh from other data.
  const [start, setStart] = useState({ data: undefined as unknown, generation: 0 });
  const restart = (next: unknown) => {
    setData(next);
    setStart((previous) => ({ data: next, generation: previous.generation + 1 }));
  };
  const view = useRef<FormViewHandle>(null);
  const formsVersion = useFormsVersion();
  useEffect(() => {
    loadForm(formId).then(
      // A widget's module that fails in development shows in Vite's error overlay.
      async (loaded) => {
        setWidgets(await loadWidgets(loaded.uiSchema));
        setForm(loaded);
        restart(sampleData(loaded));
      },
      (error: Error) => setFailure(error.message),
    );
  }, [formId, formsVersion]);
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!form) return null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 4 }}>
      <Typography variant="h5" component="h2" id={formId}>
        {formId}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Button size="small" onClick={() => restart(sampleData(form))}>
          Sample data
        </Button>
        <Button size="small" onClick={() => restart({})}>
          Empty
        </Button>
        <Button size="small" variant="outlined" onClick={() => view.current?.validate()}>
          Validate
        </Button>
      </Stack>
      <TaxFormsApiProvider value={taxFormsApi}>
        <FormView
          key={start.generation}
          ref={view}
          form={form}
          initialData={start.data}
          onChange={setData}
          widgets={widgets}
        />
      </TaxFormsApiProvider>
      <Box component="pre" sx={{ fontSize: 12, bgcolor: 'grey.100', p: 1, overflow: 'auto' }}>
        {JSON.stringify(data, null, 2)}
      </Box>
    </Box>
  );
}

/**
 * Development only (`npm run dev`, `/dev/forms`): every form of schemas/ with sample data, and the schema lint's
 * findings, so an analyst sees the effect of an edit as soon as the file is saved. Not part of the production
 * build. Its words are for the analyst at the keyboard, in English, like the lint's.
 */
export function FormsPreview() {
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const formsVersion = useFormsVersion();
  useEffect(() => {
    fetch('/__dev/schema-lint')
      .then((response) => response.json())
      .then(setFindings, () => setFindings([]));
  }, [formsVersion]);
  const formIds = Object.keys(formLoaders).sort();
  return (
    <Container component="main" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Forms preview
      </Typography>
      <Typography sx={{ mb: 2 }}>Wizard steps: {manifest.steps.map((step) => step.key).join(' → ')}</Typography>
      {findings?.length === 0 && <Alert severity="success">Schema lint: no problems.</Alert>}
      {findings && findings.length > 0 && (
        <Alert severity={findings.some((finding) => finding.severity === 'error') ? 'error' : 'warning'}>
          <List dense>
            {findings.map((finding, index) => (
              <ListItem key={index} sx={{ display: 'list-item' }}>
                <strong>{finding.file}</strong> {finding.where && `at ${finding.where}`}: {finding.message}{' '}
                {finding.fix}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <List dense>
        {formIds.map((formId) => (
          <ListItem key={formId}>
            <a href={`#${formId}`}>{formId}</a>
          </ListItem>
        ))}
      </List>
      {formIds.map((formId) => (
        <FormPreview key={formId} formId={formId} />
      ))}
    </Container>
  );
}
