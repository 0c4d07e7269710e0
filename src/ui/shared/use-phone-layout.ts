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
  return useMediaQuery(`(max-width: ${em(sm - 0.1)})`) ?? false;
}
