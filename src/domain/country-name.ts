const names = typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** 'GB' → 'United Kingdom' (ISO 3166 alpha-2), from the runtime's Intl data; the code itself where it has no name. */
export function countryName(code: string): string {
  return names?.of(code) ?? code;
}
