import type { ReactNode } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';

export interface AdminTab {
  /** The tab's value in the URL (?tab=messages). */
  value: string;
  label: string;
  panel: ReactNode;
}

export interface AdminTabsProps {
  title: string;
  tabs: AdminTab[];
  /** The tab of the URL; an unknown or hidden one opens the first tab. */
  active: string;
  onChange: (tab: string) => void;
}

/** An admin console page: one tab per area its user administers (docs/features/admin-roles.md). */
export function AdminTabs({ title, tabs, active, onChange }: AdminTabsProps) {
  const current = tabs.some((t) => t.value === active) ? active : tabs[0]?.value;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {current === undefined ? (
        <Text>Your role administers nothing here.</Text>
      ) : (
        <Tabs value={current} onChange={(tab) => tab && onChange(tab)} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              {t.panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
