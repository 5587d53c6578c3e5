/** Modules generated from `schemas/` by scripts/vite-plugin-forms.ts. */
declare module 'virtual:wizard' {
  export interface FormModule {
    id: string;
    schema: Record<string, unknown>;
    uiSchema: Record<string, unknown>;
    validateFns: Record<string, (data: unknown) => boolean>;
    conditionFns: Array<(data: unknown) => boolean>;
  }
  /** schemas/wizard.json; typed by the engine, which re-exports it. */
  export const manifest: unknown;
  export const formLoaders: Record<string, () => Promise<FormModule>>;
}
