import type { ReactNode } from 'react';
import { Box, Group, Paper } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/**
 * A screen's main actions on a phone, fixed to the bottom of the screen just above the navigation
 * bar, where the thumb of the hand holding the phone reaches them however long or short the page
 * is (docs/features/expenses.md "On a phone"); a sticky bar would float mid-screen under a short
 * list. A spacer as high as the bar ends the page, so the bar never covers its last lines: placed
 * last by `order` in the page's Stack (a flex column), wherever the bar's owner sits in it.
 */
export function PhoneActionBar({ label, children }: { label: string; children: ReactNode }) {
  // Measured on an unpadded box: its content box is the whole bar.
  const { ref, height } = useElementSize();
  return (
    <>
      <Box h={height} style={{ order: 1 }} aria-hidden />
      <Box
        ref={ref}
        pos="fixed"
        left={0}
        right={0}
        bottom="calc(var(--app-shell-footer-offset, 0rem) + env(safe-area-inset-bottom))"
        style={{ zIndex: 5 }}
      >
        <Paper component="section" aria-label={label} p="sm" radius={0} shadow="sm" withBorder>
          <Group grow gap="xs" wrap="nowrap">
            {children}
          </Group>
        </Paper>
      </Box>
    </>
  );
}
