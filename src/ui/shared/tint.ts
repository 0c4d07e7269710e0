/**
 * A solid background tinted with a theme colour, readable in both colour schemes: a little of the
 * colour mixed into the page's own background (white in light, dark gray in dark), where a fixed
 * shade 0 stays near-white under the dark scheme's light text (docs/features/phone.md).
 */
export function tint(color: string, percent = 12): string {
  return `color-mix(in srgb, var(--mantine-color-${color}-filled) ${percent}%, var(--mantine-color-body))`;
}
