/**
 * What of an application's stored sections (`credit_applications.data`) is personal data the purge removes once the
 * record's retention is over, and what it keeps. The people section goes whole (owners and guarantors: names, home
 * addresses, SSNs, birth dates, whatever a later form adds), so a field an analyst adds to it is removed with it.
 * Of the business, only the federal tax ID, which a sole proprietor often fills with their own SSN; the business's
 * name, address and the account it asked for stay: they are the application's existence.
 */
const PEOPLE_SECTIONS = ['applicants'] as const;
/** Per section, each personal field by the name it is reported under, with the keys it may be stored under. */
const PERSONAL_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // In clear in older rows; encrypted at rest as `federalTaxIdEncrypted` once the tax ID is kept as the SSNs are.
  businessInfo: { federalTaxId: ['federalTaxId', 'federalTaxIdEncrypted'] },
};

const storedKeys = (fields: Readonly<Record<string, readonly string[]>>) => Object.values(fields).flat();

/** What the purge removes from one application's sections: how many people, and which business fields. */
export interface SectionsRemoval {
  people: number;
  businessFields: string[];
}

type Sections = Record<string, unknown>;

/** What `withoutPersonalData` would remove from `sections` (nothing: zero people and no fields). */
export function personalDataIn(sections: Sections): SectionsRemoval {
  const people = PEOPLE_SECTIONS.reduce((count, name) => {
    const section = sections[name];
    return count + (Array.isArray(section) ? section.length : 0);
  }, 0);
  const businessFields = Object.entries(PERSONAL_FIELDS).flatMap(([name, fields]) => {
    const section = sections[name];
    if (!section || typeof section !== 'object') return [];
    return Object.entries(fields)
      .filter(([, keys]) => keys.some((key) => (section as Record<string, unknown>)[key] !== undefined))
      .map(([field]) => field);
  });
  return { people, businessFields };
}

/** `sections` without its personal data: the people sections left out, the personal fields of the others too. */
export function withoutPersonalData(sections: Sections): Sections {
  const kept: Sections = {};
  for (const [name, section] of Object.entries(sections)) {
    if ((PEOPLE_SECTIONS as readonly string[]).includes(name)) continue;
    const fields = PERSONAL_FIELDS[name];
    kept[name] =
      fields && section && typeof section === 'object' && !Array.isArray(section)
        ? Object.fromEntries(Object.entries(section).filter(([field]) => !storedKeys(fields).includes(field)))
        : section;
  }
  return kept;
}
