import { pointerPath } from '../schema-bundle.ts';
/** One step of a JSON path: a property name or an array index. */
export type PathSegment = string | number;

const PLAIN_NAME = /^[A-Za-z_$][\w$:-]*$/;

/**
 * Writes a path the way an analyst reads it in the file: `ui:effects[0].do[1].to`, `properties.companyName`.
 * Names that are not plain words are quoted (`["a.b"]`) so a dot inside a name is not mistaken for a step.
 */
export function formatPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return '(top level)';
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (!PLAIN_NAME.test(segment)) return `[${JSON.stringify(segment)}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join('');
}

/** Turns a JSON pointer (`#/properties/a~1b` or `/properties/x`) into path segments. */
export const pointerSegments = pointerPath;
