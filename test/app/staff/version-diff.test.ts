import { describe, expect, it } from 'vitest';
import type { ReviewedSection } from '../../../src/app/review/use-review-sections.ts';
import { versionChanges } from '../../../src/app/staff/application/version-diff.ts';
import type { WizardStep } from '../../../src/shared/form-types.ts';

const step = (key: string) => ({ key, title: `steps.${key}` }) as WizardStep;
const title = (section: ReviewedSection) => section.step.title;

describe('the changes between two versions', () => {
  it('names each changed, added and removed field by its step, groups and label, and leaves equal ones out', () => {
    const before: ReviewedSection[] = [
      {
        step: step('businessInformation'),
        items: [
          { label: 'Company Name', value: 'Acme Garage LLC' },
          { label: 'Fax', value: '417.555.0199' },
        ],
      },
      {
        step: step('applicants'),
        items: [{ title: 'Owner', items: [{ label: 'Phone', value: '417 555 0102' }] }],
      },
    ];
    const after: ReviewedSection[] = [
      {
        step: step('businessInformation'),
        items: [
          { label: 'Company Name', value: 'Acme Garage LLC' },
          { label: 'Fax', value: '417.555.0177' },
          { label: 'DUNS Number', value: '123456789' },
        ],
      },
      { step: step('applicants'), items: [{ title: 'Owner', items: [] }] },
    ];
    expect(versionChanges(before, after, title)).toEqual([
      { where: ['steps.businessInformation'], label: 'Fax', before: '417.555.0199', after: '417.555.0177' },
      { where: ['steps.businessInformation'], label: 'DUNS Number', before: undefined, after: '123456789' },
      { where: ['steps.applicants', 'Owner'], label: 'Phone', before: '417 555 0102' },
    ]);
  });
});
