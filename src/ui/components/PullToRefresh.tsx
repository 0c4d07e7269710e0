import { Group, Loader, Text } from '@mantine/core';
import { usePullToRefresh } from '../shared/use-pull-to-refresh';

/** Put at the top of a list page: a pull down from the top calls `onRefresh` and says 'Refreshing…' meanwhile. */
export function PullToRefresh({ onRefresh }: { onRefresh: () => unknown }) {
  const { refreshing } = usePullToRefresh(onRefresh);
  if (!refreshing) return null;
  return (
    <Group role="status" gap="xs" justify="center">
      <Loader size="xs" aria-hidden />
      <Text size="sm">Refreshing…</Text>
    </Group>
  );
}
