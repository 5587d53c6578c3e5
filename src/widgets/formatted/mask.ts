/** A slot of a mask: `#` takes one digit ("(###) ###-####"). */
const SLOT = '#';

/** A character that fills a slot: a digit, or `*`, a digit the server masked when it sent the value back. */
export const fillsSlot = (character: string): boolean => /^[0-9*]$/.test(character);

/** The characters of `text` that fill slots, in order: "(555) 123-4567" → "5551234567". */
export function slotCharacters(text: string): string {
  return [...text].filter(fillsSlot).join('');
}

/**
 * `characters` laid into `mask`'s slots as far as they go, each literal shown once the slot after it is reached:
 * "5551" in "(###) ###-####" is "(555) 1". Characters beyond the mask follow as they are, so nothing typed is lost
 * silently and the schema's rule says what is wrong.
 */
export function applyMask(mask: string, characters: string): string {
  let shown = '';
  let next = 0;
  for (const part of mask) {
    if (next >= characters.length) break;
    shown += part === SLOT ? characters[next++] : part;
  }
  return shown + characters.slice(next);
}
