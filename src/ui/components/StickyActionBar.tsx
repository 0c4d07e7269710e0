import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A booking page's total and main action, kept in view at the bottom of the screen
 * (docs/architecture.md#phone-layouts): above the phone's bottom navigation bar
 * (src/ui/shell/PhoneNav.tsx, 0 high on a desktop) and the installed app's safe area.
 */
export function StickyActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      pos="sticky"
      bottom="calc(var(--app-shell-footer-offset, 0rem) + env(safe-area-inset-bottom))"
      p="sm"
      withBorder
      shadow="sm"
      style={{ zIndex: 5 }}
      component="section"
      aria-label={label}
    >
      {children}
    </Paper>
  );
}
