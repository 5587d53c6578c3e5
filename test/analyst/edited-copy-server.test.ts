import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeAddedFields } from './add-field-server.ts';
import { describeRequiredFields } from './add-required-fields-server.ts';
import { describeAddedStep } from './add-step-server.ts';
import { useAnalystProduct } from './analyst-product.ts';
import { describeEditedReferences } from './edit-references-server.ts';
import { copyWithEveryEdit } from './every-edit.ts';
// Types only, erased at run time: the module itself is imported once the variables below are set.
import type * as Lint from '../../scripts/lib/lint/index.ts';

/*
 * The analysts' guide's edits, all in one copy of the forms (every-edit.ts), and what each is to change in the
 * server, the PDFs and the catalogue: one product, started once, serves them all, and each paper application is
 * drawn once for every test that reads it.
 */
const copy = copyWithEveryEdit();
// The product reads the folders named by these variables; set before any product module is imported.
process.env.SCHEMAS_DIR = copy.schemasDir;
process.env.LOCALES_DIR = copy.localesDir;

const product = useAnalystProduct(copy);

describe('the forms edited as docs/analysts.md says', () => {
  it('pass the schema lint', async () => {
    const { lintProject }: typeof Lint = await import('../../scripts/lib/lint/index.ts');
    const brandFile = resolve(import.meta.dirname, '../../src/shared/brand.json');
    const { findings } = lintProject({ ...copy, brandFile });
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });
});

describeAddedFields(product);
describeAddedStep(product);
describeRequiredFields(product);
describeEditedReferences(product);
