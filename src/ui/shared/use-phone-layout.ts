import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's sm breakpoint (a phone held upright), for the few places where a phone needs
 * a different arrangement, not just different sizes (docs/architecture.md#phone-layouts). Sizes
 * belong in CSS media queries; this is for what moves.
 */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  const sm = getBreakpointValue('sm', theme.breakpoints);
  // Read at the first render (there is no server render to agree with): a layout that changes a
  // moment later renders twice and moves what is on screen.
  return useMediaQuery(`(max-width: ${em(sm - 0.1)})`, undefined, { getInitialValueInEffect: false });
}
