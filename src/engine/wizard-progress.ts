import type { WizardStep } from '../shared/form-types.ts';

/** Index of the first step not yet complete (the step count when all are). */
export function firstIncompleteIndex(steps: readonly WizardStep[], completed: ReadonlySet<string>): number {
  const index = steps.findIndex((step) => !completed.has(step.key));
  return index === -1 ? steps.length : index;
}

/** A step can be opened when no incomplete step comes before it. */
export function canVisit(steps: readonly WizardStep[], completed: ReadonlySet<string>, index: number): boolean {
  return index <= firstIncompleteIndex(steps, completed);
}

/**
 * Completion on load: steps count as complete in order while `hasData(step)` holds, stopping at the first without,
 * so a person resuming lands on the first step that still needs them.
 */
export function completedInOrder(steps: readonly WizardStep[], hasData: (step: WizardStep) => boolean): Set<string> {
  const done = new Set<string>();
  for (const step of steps) {
    if (!hasData(step)) break;
    done.add(step.key);
  }
  return done;
}
