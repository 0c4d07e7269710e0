import type { ClearSectionMode } from '@mantine/core';

/**
 * Props for a clearable Select. Its clear button is Mantine's 22 px close button, which the theme's
 * 44 px phone size does not reach: on a phone it takes the right section alone (no chevron beside
 * it), at 44 px, a thumb's size (docs/architecture.md#phone-layouts). A desktop keeps Mantine's.
 */
export function clearableOnPhone(phone: boolean): { clearSectionMode?: ClearSectionMode; clearButtonProps?: { size: 'xl' } } {
  return phone ? { clearSectionMode: 'clear', clearButtonProps: { size: 'xl' } } : {};
}
