import { loadForm, loadManifest } from '../../../../src/shared/form-files.ts';
import { formIdOf } from '../../../../src/shared/form-id.ts';
import { isObject, type JsonObject } from '../../../../src/shared/form-model/index.ts';
import { resolveLocalRef as resolve } from '../../../../src/shared/local-ref.ts';

type Node = JsonObject;

/** The node and every schema a property may also be declared in: allOf/anyOf/oneOf members and then/else branches. */
function declarations(node: Node, root: Node): Node[] {
  const own = resolve(node, root);
  const nested = [
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) => (Array.isArray(own[key]) ? (own[key] as Node[]) : [])),
    own.then,
    own.else,
  ].filter(isObject);
  return [own, ...nested.flatMap((child) => declarations(child, root))];
}

/**
 * Every field a person fills in online, as a data path from the step (`businessInformation.companyName`,
 * `applicants.applicants.0.ssn`): the leaves of the schema, including fields shown only under a condition, with
 * the first element of each list, and without the UI schema's hidden fields. Written apart from the PDF's own walk
 * so that the test checks the PDF against the schemas, not against itself.
 */
export function onlineFieldPaths(schemasDir?: string): string[] {
  const paths: string[] = [];
  const visit = (node: Node, ui: Node, path: string[], root: Node) => {
    const parts = declarations(node, root);
    const properties = new Map<string, Node[]>();
    for (const part of parts) {
      if (!isObject(part.properties)) continue;
      for (const [name, child] of Object.entries(part.properties))
        if (isObject(child)) properties.set(name, [...(properties.get(name) ?? []), child]);
    }
    const items = parts.map((part) => part.items).filter(isObject);
    if (properties.size) {
      for (const [name, children] of properties) {
        const childUi = isObject(ui[name]) ? ui[name] : {};
        if (childUi['ui:widget'] === 'hidden') continue;
        visit({ allOf: children }, childUi, [...path, name], root);
      }
    } else if (items.length) {
      visit({ allOf: items }, isObject(ui.items) ? ui.items : {}, [...path, '0'], root);
    } else {
      paths.push(path.join('.'));
    }
  };
  for (const step of loadManifest(schemasDir).steps.filter((candidate) => candidate.schema)) {
    const form = loadForm(formIdOf(step.schema!), schemasDir);
    visit(form.schema, form.uiSchema, [step.key], form.schema);
  }
  return paths;
}
