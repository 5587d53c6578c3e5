import type { IChangeEvent } from '@rjsf/core';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import type { FieldError } from '../shared/field-errors.ts';
import { ThemedForm as Form } from './rjsf-theme.ts';

type FormProps = ComponentProps<typeof Form>;

/** Whether `a` and `b` hold the same props by identity; functions count as equal, as RJSF's own comparison has it. */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key] === b[key] || (typeof a[key] === 'function' && typeof b[key] === 'function'))
  );
}

/**
 * RJSF's Form, spared from deriving its state twice per key press. The Form keeps the data in its own state and
 * reports it through `onChange`; a parent that hands the very same object back as `formData` would still make it
 * resolve the schema and compute every default again. So while `formData` is what the Form last reported and no
 * other prop changed, the Form keeps the `formData` prop it had. Anything else passes the data through (effects that
 * changed it, other data from the parent, new errors or schema), so the Form never derives its state from data older
 * than its own. A parent handing back the very data the Form was last given, after the Form moved on from it (a
 * reset), would look to the Form like no change at all: the Form then starts afresh from it.
 */
export function SteadyForm({ formData, onChange, ...others }: FormProps) {
  const last = useRef({
    reported: undefined as unknown,
    movedOn: false,
    given: formData,
    others: others as Record<string, unknown>,
    generation: 0,
  }).current;
  /* eslint-disable react-hooks/refs -- deliberate: whether the parent echoes the Form's own data back is decided by
     comparing this render's props with what the Form last reported, which only a ref can hold across renders */
  const echo = formData === last.reported && sameProps(others, last.others);
  const given = echo ? last.given : formData;
  // The Form reported data of its own since it was given `given`, and the parent gives that same object again.
  const rewound = !echo && formData === last.given && last.movedOn;
  const generation = rewound ? last.generation + 1 : last.generation;
  // Remembered once the render is committed: a render React throws away must not count as what the Form saw.
  useLayoutEffect(() => {
    if (given !== last.given || rewound) last.movedOn = false;
    last.given = given;
    last.others = others;
    last.generation = generation;
  });
  const report = (event: IChangeEvent, id?: string) => {
    last.reported = event.formData;
    last.movedOn = true;
    onChange?.(event, id);
  };
  return <Form key={generation} {...others} formData={given} onChange={report} />;
  /* eslint-enable react-hooks/refs */
}

/**
 * `previous` when `next` holds the same errors: validating on every key press then leaves the error props as they
 * were, and `SteadyForm` its chance to skip the Form's work.
 */
export function steadyErrors(previous: FieldError[], next: FieldError[]): FieldError[] {
  return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}
