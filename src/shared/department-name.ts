import brand from './brand.json' with { type: 'json' };

/** The credit department's name in `language` (src/shared/brand.json names it in each language), English else. */
export function departmentName(language: string): string {
  const names: Record<string, string> = brand.creditDepartment.name;
  return names[language.slice(0, 2)] ?? names.en;
}
