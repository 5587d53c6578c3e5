import type { FieldUi } from '../../../src/shared/form-model/index.ts';
import type { Words } from './describe.ts';

const WIDTHS: Record<string, string> = { half: 'half width', third: 'a third', twoThirds: 'two thirds' };

/**
 * How a field is laid out and typed, in words for the catalogue: the group heading it opens, its width beside its
 * neighbours on wide screens (phones show one column), and an input that shapes what is typed
 * ("opens “Address”; a third; typed as (###) ###-####").
 */
export function describeLayout(ui: FieldUi, t: Words): string {
  const { options, widget } = ui;
  const parts: string[] = [];
  if (typeof options.group === 'string') parts.push(`opens “${t(options.group)}”`);
  if (typeof options.width === 'string') parts.push(WIDTHS[options.width] ?? options.width);
  if (widget === 'masked' && typeof options.mask === 'string') {
    parts.push(`typed as ${options.mask}${options.keepMask === true ? ', stored as shown' : ', stored as digits'}`);
    if (options.conceal === true) parts.push('hidden until shown');
  }
  if (widget === 'money') parts.push('typed as $15,000');
  return parts.join('; ');
}
