import { Anchor, Card, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { productName } from '../../domain/display-names';
import { formatDateRange } from '../../domain/format';

/** What starts first: a booking or a trip, with where its link goes. */
export interface NextUpItem {
  kind: 'booking' | 'trip';
  title: string;
  fromdate: string;
  todate: string;
  to: string;
}

/** The compact "Next up" card at the top of the home page; nothing when nothing is coming. */
export function NextUpCard({ item }: { item: NextUpItem | null }) {
  if (!item) return null;
  return (
    <Card withBorder padding="sm" mb="md" component="section" aria-label="Next up">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Next up
          </Text>
          <Text fw={600}>{item.title}</Text>
          <Text size="sm">{formatDateRange(item.fromdate, item.todate)}</Text>
        </div>
        <Anchor component={Link} to={item.to}>
          {item.kind === 'trip' ? 'View trip' : 'Open ticket'}
        </Anchor>
      </Group>
    </Card>
  );
}

/** A booking's title on the card: 'Flight BLR-DEL'. */
export const bookingTitle = (product: string, route: string) => `${productName(product)} ${route}`;
