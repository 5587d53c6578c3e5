import { describeAccessibilityIn } from './flows/accessibility-pages.ts';

describeAccessibilityIn('es');
