import { useEffect, type ReactNode } from 'react';
import { Affix, CloseButton, Group, Paper, Text } from '@mantine/core';
import { tint } from '../shared/tint';
import classes from './NotificationBanner.module.css';

export type BannerVariant = 'success' | 'warning' | 'error' | 'info';

/** docs/product.md#constants-and-code-tables "Banner auto-hide 5 s". */
export const BANNER_HIDE_MS = 5000;

/** Runs `done` after `ms`; returns the cancel. Injected in tests so they need not sleep. */
export type Schedule = (done: () => void, ms: number) => () => void;
const realSchedule: Schedule = (done, ms) => {
  const id = setTimeout(done, ms);
  return () => clearTimeout(id);
};

const COLORS: Record<BannerVariant, string> = { success: 'green', warning: 'yellow', error: 'red', info: 'blue' };

/** Small inline icons: no icon font or library just for four glyphs. */
const ICON_PATHS: Record<BannerVariant, ReactNode> = {
  success: <path d="M5 12l5 5L20 7" />,
  warning: <path d="M12 3l10 18H2L12 3zm0 7v5m0 3v.5" />,
  error: <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm-4 6l8 8m0-8l-8 8" />,
  info: <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm0 9v6m0-10v.5" />,
};

export interface NotificationBannerProps {
  variant: BannerVariant;
  message: string;
  onClose: () => void;
  schedule?: Schedule;
}

/**
 * The notification banner (docs/product.md#shell): icon, message and close; it hides itself after 5 s.
 * Errors and warnings are announced at once (alert), success and info politely (status). It sits
 * bottom right, not top right: at the top it covered the trip's status badge it was announcing
 * (docs/features/plain-words.md); on a phone it spans the width just above the bottom navigation bar
 * (NotificationBanner.module.css), never over it.
 */
export function NotificationBanner({ variant, message, onClose, schedule = realSchedule }: NotificationBannerProps) {
  useEffect(() => schedule(onClose, BANNER_HIDE_MS), [schedule, onClose, message]);
  const color = COLORS[variant];
  return (
    <Affix position={{ right: 16 }} className={classes.banner}>
      <Paper
        role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
        data-variant={variant}
        withBorder
        shadow="md"
        p="sm"
        maw="min(420px, calc(100vw - 32px))"
        bg={tint(color)}
        style={{ borderColor: `var(--mantine-color-${color}-6)` }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <svg
            width={20}
            height={20}
            viewBox="0 0 24 24"
            fill="none"
            stroke={`var(--mantine-color-${color}-7)`}
            strokeWidth={2}
            aria-hidden="true"
          >
            {ICON_PATHS[variant]}
          </svg>
          <Text size="sm" style={{ flex: 1 }}>
            {message}
          </Text>
          <CloseButton size="sm" aria-label="Close notification" onClick={onClose} />
        </Group>
      </Paper>
    </Affix>
  );
}
