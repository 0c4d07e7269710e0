import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';
import phone from './theme-phone.module.css';

/** docs/product.md#constants-and-code-tables: primary colour dark blue. Shade 7 is the brand colour; the others keep Mantine's contrast steps. */
const darkBlue: MantineColorsTuple = [
  '#e8eefa',
  '#cdd9f0',
  '#9fb3e0',
  '#6d8bd0',
  '#4569c2',
  '#2c54b9',
  '#1f48b0',
  '#153a8f',
  '#0f2f78',
  '#082563',
];

/** The dark-blue brand colour, also used by index.html's theme-color meta. */
export const BRAND_COLOR = darkBlue[7];

export const theme = createTheme({
  primaryColor: 'darkBlue',
  primaryShade: 7,
  colors: { darkBlue },
  // docs/product.md#constants-and-code-tables: base font size 12.5 (px). Only type shrinks; spacing and control heights keep
  // Mantine's defaults so touch targets stay large enough on phones.
  fontSizes: { xs: '10.5px', sm: '11.5px', md: '12.5px', lg: '14px', xl: '16px' },
  defaultRadius: 'sm',
  // Badges keep the words' own case: Mantine's upper-casing turned "Approval pending" into a shout
  // that reads like a raw code (docs/features/plain-words.md).
  // Below sm every input is 16 px and every control 44 px high, dialogs fill the screen
  // (theme-phone.module.css, docs/architecture.md#phone-layouts): set here once, not per screen.
  // Plain objects, not `Button.extend(...)`: extend would pull every component it names into the
  // first page's script (docs/architecture.md#first-load).
  components: {
    Badge: { defaultProps: { tt: 'none' } },
    // A closed select's list is not rendered: kept mounted (Mantine's default), every Select and
    // Autocomplete positioned its hidden list at mount and re-rendered the screen synchronously.
    Combobox: { defaultProps: { keepMounted: false } },
    Input: { classNames: { input: phone.input } },
    Button: { classNames: { root: phone.button } },
    ActionIcon: { classNames: { root: phone.actionIcon } },
    CloseButton: { classNames: { root: phone.closeButton } },
    Checkbox: { classNames: { body: phone.choiceBody, label: phone.choiceLabel } },
    Radio: { classNames: { body: phone.choiceBody, label: phone.choiceLabel } },
    SegmentedControl: { classNames: { label: phone.segment } },
    Tabs: { classNames: { tab: phone.tab } },
    NavLink: { classNames: { root: phone.tab } },
    Anchor: { classNames: { root: phone.anchor } },
    Modal: { classNames: { inner: phone.modalInner, content: phone.modalContent } },
    Drawer: { classNames: { content: phone.drawerContent } },
  },
});

/** Between Mantine's gray 6 (3.3:1 on white) and gray 7: about 5:1 on white and on gray 0. */
const READABLE_GRAY = 'color-mix(in srgb, var(--mantine-color-gray-6), var(--mantine-color-gray-7))';

/**
 * WCAG 2.1 AA contrast (4.5:1 for small text), checked by axe in the e2e suite
 * (docs/architecture.md#accessibility). Mantine's light scheme falls short in three places we use a
 * lot: dimmed text and placeholders (gray 6 and 5 on white) and the text of light badges and alerts
 * (shade 9 on shade 1: green 3.9:1, yellow and orange below 3). Those texts are darkened here, once,
 * instead of at every use.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_GRAY,
    '--mantine-color-placeholder': READABLE_GRAY,
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9) 65%, black)`,
      ]),
    ),
  },
  dark: {},
});
