import { Stack, Text, Title } from '@mantine/core';
import { totalSalesCorporate } from '../../contract/dashboards/operations';
import { mayCall } from '../shared/admin-access';
import { DashboardScreen, type DashboardScreenProps } from './DashboardScreen';

/** The dashboard for the roles its calls allow; anyone else is told so, as the admin consoles do, and nothing is asked of the server. */
export function DashboardPage({ role, ...screen }: DashboardScreenProps & { role: string }) {
  if (mayCall(totalSalesCorporate, role)) return <DashboardScreen {...screen} />;
  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
      <Text>Your role has no dashboard.</Text>
    </Stack>
  );
}
