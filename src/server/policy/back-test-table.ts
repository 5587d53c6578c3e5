import type { BackTest, BackTestRow } from './back-test.ts';

const OUTCOME_WORDS = { APPROVE: 'approve', REVIEW: 'review', DECLINE: 'decline' } as const;
const DECIDED_WORDS = { APPROVE: 'approved', DECLINE: 'declined' } as const;

const dollars = (amount: number | null) => (amount === null ? '-' : `$${amount.toLocaleString('en-US')}`);

/** Columns padded to their widest cell, numbers to the right, as a credit manager reads a report. */
function table(header: string[], rows: string[][], right: Set<number>): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (right.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** How the draft's limit compares with the one granted, on the applications both approve. */
function limitSummary(rows: BackTestRow[]): string {
  const both = rows.filter((row) => row.granted !== null && row.wouldGrant !== null);
  const lower = both.filter((row) => row.wouldGrant! < row.granted!).length;
  const higher = both.filter((row) => row.wouldGrant! > row.granted!).length;
  return (
    `Limits, where a limit was granted and the policy gives one (${both.length}): ` +
    `lower ${lower}, the same ${both.length - lower - higher}, higher ${higher}.`
  );
}

/**
 * The back-test as a credit manager reads it: how many decisions the draft would change and which way, how many
 * it would leave to a person, then each application with the decision made, the draft's outcome and score, and the
 * limit granted beside the draft's.
 */
export function backTestReport(result: BackTest, source: string, version: string): string {
  const { rows } = result;
  const changed = result.approvedToDeclined + result.declinedToApproved;
  const lines = [
    `Back-test of ${source} (version ${version}) over ${rows.length} decided applications`,
    '',
    `Decisions it would change: ${changed} of ${rows.length}`,
    `  approved, it would decline: ${result.approvedToDeclined}`,
    `  declined, it would approve: ${result.declinedToApproved}`,
    `Left to a person (review): ${result.toReview}`,
    limitSummary(rows),
    '',
    ...table(
      ['Application', 'Company', 'Decided', 'Policy', 'Score', 'Limit granted', "Policy's limit", 'Change'],
      rows.map((row) => [
        row.applicationId,
        row.company,
        DECIDED_WORDS[row.decided],
        OUTCOME_WORDS[row.would],
        String(row.score),
        dollars(row.granted),
        dollars(row.wouldGrant),
        (row.decided === 'APPROVE' && row.would === 'DECLINE') || (row.decided === 'DECLINE' && row.would === 'APPROVE')
          ? 'yes'
          : '',
      ]),
      new Set([4, 5, 6]),
    ),
  ];
  return `${lines.join('\n')}\n`;
}
