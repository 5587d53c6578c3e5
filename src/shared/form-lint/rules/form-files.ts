import type { Rule } from '../types.ts';

/**
 * Each form is a pair `<id>.schema.json` + `<id>.ui.json` (the product loads both), and its `$ref`s to shared
 * definitions point to something.
 */
export const formFiles: Rule = {
  name: 'form-files',
  run(context, { report }) {
    for (const form of context.forms) {
      const { schemaFile } = form;
      if (!form.uiFile) {
        report({
          severity: 'error',
          file: schemaFile.display,
          where: '',
          message: `this form has no UI schema (${form.id.split('/').pop()}.ui.json beside it), so it cannot be loaded`,
          fix: `Create ${schemaFile.display.replace(/\.schema\.json$/, '.ui.json')} (it may be just {})`,
        });
      }
      if (schemaFile.data !== undefined && (typeof schemaFile.data !== 'object' || Array.isArray(schemaFile.data))) {
        report({
          severity: 'error',
          file: schemaFile.display,
          where: '',
          message: 'a form schema must be a JSON object',
          fix: 'Write it as { "type": "object", "properties": { … } }',
        });
      }
      if (form.bundleError) {
        report({
          severity: 'error',
          file: schemaFile.display,
          where: form.bundleError.where,
          message: form.bundleError.message,
          fix:
            'Correct the "$ref": a file path relative to this file, then # and the path inside it, e.g. ' +
            '"../common/definitions.json#/definitions/phone"',
        });
      }
    }
    for (const [relative, file] of context.schemaFiles) {
      if (!relative.endsWith('.ui.json') || context.schemaFiles.has(relative.replace(/\.ui\.json$/, '.schema.json')))
        continue;
      report({
        severity: 'error',
        file: file.display,
        where: '',
        message: `this UI schema has no form schema (${relative
          .split('/')
          .pop()!
          .replace(/\.ui\.json$/, '.schema.json')} beside it), so nothing uses it`,
        fix: 'Rename it to match its form schema, or delete it',
      });
    }
  },
};
