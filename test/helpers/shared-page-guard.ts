import { cleanup, configure } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';

/**
 * The set-up of the `jsdom` test group, whose files share their worker's jsdom page, process and modules
 * (`isolate: false` in vite.config.ts, docs/decisions/0007-test-groups.md): it gives the page what every file needs
 * of it, and fails a file that leaves the page different for the next one (nodes left in the document, a global or a
 * DOM method added or replaced), after putting the page back.
 */

// jsdom lays nothing out, so it has no scrollIntoView: the form scrolls to its first error with it.
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
// A wait of Testing Library gives up after a second by default: on a loaded machine, a render or an upload's
// promises can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 10_000 });

/** What a file could change for the next: the globals, and the methods of the elements. */
const WATCHED: Array<[string, object]> = [
  ['window', globalThis],
  ['Node.prototype', window.Node.prototype],
  ['Element.prototype', window.Element.prototype],
  ['HTMLElement.prototype', window.HTMLElement.prototype],
  ['HTMLCanvasElement.prototype', window.HTMLCanvasElement.prototype],
  ['Document.prototype', window.Document.prototype],
];

/** Each property's value (or getter), so that a replaced one shows even when its name was there before. */
const snapshot = (target: object) =>
  new Map(
    Object.entries(Object.getOwnPropertyDescriptors(target)).map(([name, descriptor]) => [
      name,
      { descriptor, identity: 'value' in descriptor ? descriptor.value : descriptor.get },
    ]),
  );

let before: Array<ReturnType<typeof snapshot>> = [];
beforeAll(() => {
  before = WATCHED.map(([, target]) => snapshot(target));
});

afterAll(() => {
  const file = expect.getState().testPath ?? 'this test file';
  const left: string[] = [];
  if (document.body.childNodes.length > 0) left.push('nodes in the page (call cleanup after each test)');
  cleanup();
  document.body.replaceChildren();
  WATCHED.forEach(([label, target], index) => {
    const found = before[index];
    const now = snapshot(target);
    for (const [name, { identity }] of now) {
      const was = found.get(name);
      // Testing Library's act() leaves IS_REACT_ACT_ENVIRONMENT set to what it read: undefined, as it was.
      if (Object.is(was?.identity, identity)) continue;
      // vitest puts the spies of a file back itself once the file ends.
      if (vi.isMockFunction(identity)) continue;
      left.push(`${label}.${name}`);
      if (was) Object.defineProperty(target, name, was.descriptor);
      else Reflect.deleteProperty(target, name);
    }
  });
  if (left.length > 0)
    throw new Error(
      `${file} left ${left.join(', ')} for the next file in its page: restore them, or add the file to ` +
        'ISOLATED_TESTS in vite.config.ts',
    );
});
