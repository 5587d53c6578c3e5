/** The id of the form a schema file holds: `steps/business-information.schema.json` → `steps/business-information`. */
export function formIdOf(schemaPath: string): string {
  return schemaPath.replace(/\.schema\.json$/, '');
}
