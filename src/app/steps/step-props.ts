import type { WizardStep } from '../../shared/form-types.ts';
import type { LoadedApplication } from '../application/bindings/index.ts';

/** What the wizard page gives the component of the step in view. */
export interface StepProps {
  step: WizardStep;
  loaded: LoadedApplication;
  /** Marks the step complete and moves to the next one. */
  onComplete(): void;
  /** Absent where moving back is not offered. */
  onPrevious?: () => void;
  /** Opens another step (the review's edit buttons). */
  goToStep(key: string): void;
  /** Reloads the application from the server after a step changed it. */
  reload(): Promise<void>;
}
