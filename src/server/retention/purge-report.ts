import type { DueDraft, DueItems, DueRecord, Removal } from './due-items.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What a removal takes, in words for the operator: counts and kinds, never a value. */
function removalWords(removal: Removal): string {
  const parts = [
    removal.answers && 'the saved answers',
    removal.people > 0 && `${plural(removal.people, 'person', 'people')} (names, addresses, SSNs, birth dates)`,
    ...removal.businessFields,
    removal.identityDetails && 'identity details (name, address, SSN, birth date)',
    removal.identityQuestionSets > 0 && plural(removal.identityQuestionSets, 'identity question set'),
    removal.signatures > 0 && plural(removal.signatures, 'signature'),
    removal.signedPdf && 'the signed PDF',
    removal.certificates > 0 && plural(removal.certificates, 'uploaded certificate'),
  ];
  return parts.filter(Boolean).join(', ') || 'the empty draft';
}

const draftLine = (draft: DueDraft) =>
  `draft ${draft.applicationId ?? '(identity step only)'} of user ${draft.userId}, last active ` +
  `${draft.lastActiveAt}: ${removalWords(draft.removes)}`;

const recordLine = (record: DueRecord) =>
  `application ${record.applicationNumber} (${record.applicationId}), ${record.status} on ${record.decidedAt}: ` +
  removalWords(record.removes);

/** One line per item, drafts first, for `npm run purge`. */
export function reportLines(items: DueItems): string[] {
  return [...items.drafts.map(draftLine), ...items.records.map(recordLine)];
}
