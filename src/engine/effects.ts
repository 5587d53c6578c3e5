import type { Effect, EffectAction } from '../shared/form-types.ts';
import { getAt, setAt } from './paths.ts';

/** A compiled effect condition: true when the form data matches the effect's `when` schema. */
export type Condition = (data: unknown) => boolean;

function applyAction<T>(data: T, action: EffectAction): T {
  if ('copy' in action) return setAt(data, action.to, getAt(data, action.copy));
  if ('clear' in action) return setAt(data, action.clear, undefined);
  if ('addItem' in action) {
    const list = getAt(data, action.addItem);
    const items = Array.isArray(list) ? list : [];
    if (action.ifEmpty && items.length) return data;
    return setAt(data, action.addItem, [...items, structuredClone(action.item)]);
  }
  if ('setEach' in action) {
    const list = getAt(data, action.setEach);
    if (!Array.isArray(list)) return data;
    return setAt(
      data,
      action.setEach,
      list.map((item) => ({ ...(item as object), [action.field]: action.to })),
    );
  }
  return setAt(data, action.set, structuredClone(action.to));
}

/**
 * Runs the form's declared effects after a change from `before` to `after`: an effect whose `on` fields changed
 * and whose condition holds on the new data applies its actions in order. Effects see the result of earlier ones.
 */
export function applyEffects<T>(effects: readonly Effect[], conditions: readonly Condition[], before: T, after: T): T {
  return effects.reduce((data, effect, index) => {
    const changed = effect.on.some((path) => getAt(before, path) !== getAt(after, path));
    if (!changed || !conditions[index](data)) return data;
    return effect.do.reduce(applyAction, data);
  }, after);
}
