import type { RegistryWidgetsType } from '@rjsf/utils';

/**
 * The custom widgets a UI schema can name with `"ui:widget": "<name>"`. Each widget lives in its own module here
 * and is added to this table with one line.
 */
export const widgets: RegistryWidgetsType = {};
