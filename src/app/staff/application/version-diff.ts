import type { ReviewedSection } from '../../review/use-review-sections.ts';
import type { SummaryItem } from '../../review/summary.ts';

/** One field that differs between two versions: where it is (step, then group titles), its label, both values. */
export interface FieldChange {
  /** The step's and groups' titles, as the forms word them (`Applicants › Co-owner`). */
  where: string[];
  label: string;
  /** Absent when the field was empty in that version. */
  before?: string;
  after?: string;
}

/** Every filled field of a summary, keyed by where it is and its label (a repeated label numbered in order). */
function fieldsOf(items: readonly SummaryItem[], where: string[], into: Map<string, Omit<FieldChange, 'before'>>) {
  for (const item of items) {
    if (!('label' in item)) {
      fieldsOf(item.items, [...where, item.title], into);
      continue;
    }
    let key = JSON.stringify([...where, item.label]);
    for (let n = 2; into.has(key); n++) key = JSON.stringify([...where, item.label, n]);
    into.set(key, { where, label: item.label, after: item.value });
  }
  return into;
}

const flatten = (sections: readonly ReviewedSection[], title: (section: ReviewedSection) => string) =>
  sections.reduce(
    (fields, section) => fieldsOf(section.items, [title(section)], fields),
    new Map<string, Omit<FieldChange, 'before'>>(),
  );

/**
 * What changed from `before` to `after`, field by field, in the forms' order: both read through the review's own
 * summaries (the forms' labels and wording), so a change is named as the applicant saw the field. A field filled in
 * only one version is a change too; fields equal in both are left out.
 */
export function versionChanges(
  before: readonly ReviewedSection[],
  after: readonly ReviewedSection[],
  title: (section: ReviewedSection) => string,
): FieldChange[] {
  const earlier = flatten(before, title);
  const later = flatten(after, title);
  const changes: FieldChange[] = [];
  for (const [key, field] of later) {
    const was = earlier.get(key)?.after;
    if (was !== field.after) changes.push({ where: field.where, label: field.label, before: was, after: field.after });
  }
  for (const [key, field] of earlier)
    if (!later.has(key)) changes.push({ where: field.where, label: field.label, before: field.after });
  return changes;
}
