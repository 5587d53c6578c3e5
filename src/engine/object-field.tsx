import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type FieldProps } from '@rjsf/utils';
import { useState } from 'react';

const { ObjectField: RjsfObjectField } = getDefaultRegistry().fields;

/**
 * `value`, or the value of an earlier render when the two are deeply equal: an object that keeps its identity. A new
 * value is stored the way React stores what it learns from earlier renders (a state set while rendering).
 */
function useKept<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (deepEquals(kept, value)) return kept;
  setKept(() => value);
  return value;
}

/**
 * RJSF's object field, handed the schema, UI schema and path objects of its last render as long as they are alike.
 * On every change RJSF hands an object a new schema (its `$ref`s resolved again into new objects), a new copy of its
 * UI schema and, in a list, a new path, so each field of the object rendered again on every key press until a deep
 * comparison of all its props stopped it. Kept, the unchanged fields stop at React's shallow comparison: one deep
 * comparison of the object's schema instead of one per field, and only the changed field renders.
 */
export function ObjectField(props: FieldProps) {
  return (
    <RjsfObjectField
      {...props}
      schema={useKept(props.schema)}
      uiSchema={useKept(props.uiSchema)}
      fieldPathId={useKept(props.fieldPathId)}
    />
  );
}
