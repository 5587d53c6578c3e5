import { manifest as wizardManifest } from 'virtual:wizard';
import type { WizardManifest } from '../shared/form-types.ts';

/**
 * The steps of `schemas/wizard.json`. A module of its own, not a line of `index.ts`: a page importing it (or the
 * wizard) from the engine's index then gets only what it names, where a module defined in the index made the bundler
 * keep every module the index re-exports (the form view and RJSF among them) as imports of that page's chunk.
 */
export const manifest = wizardManifest as WizardManifest;
