import { FormStep } from '../../engine/index.ts';
import { formIdOf } from '../../shared/form-id.ts';
import { loadWidgets } from '../../widgets/index.ts';
import { stepBindings } from '../application/bindings/index.ts';
import type { StepProps } from './step-props.ts';

/** A data-entry step: its form from schemas/, saved through its binding to the API before moving on. */
export function DataEntryStep({ step, loaded, onComplete, onPrevious, reload }: StepProps) {
  const binding = stepBindings[step.key];
  return (
    <FormStep
      key={step.key}
      formId={formIdOf(step.schema!)}
      initialData={binding.formData(loaded)}
      save={async (data) => {
        await binding.save(data);
        await reload();
      }}
      onNext={onComplete}
      onPrevious={onPrevious}
      loadWidgets={loadWidgets}
    />
  );
}
