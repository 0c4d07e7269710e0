import { Stack, Text, Title } from '@mantine/core';
import { globalMisTravel } from '../../contract/dashboards/mis';
import { mayCall } from '../shared/admin-access';
import { ReportsScreen, type ReportsScreenProps } from './ReportsScreen';

/** The reports for the roles their calls allow; anyone else is told so and nothing is asked of the server (DashboardPage's way). */
export function ReportsPage(props: ReportsScreenProps) {
  if (mayCall(globalMisTravel, props.role)) return <ReportsScreen {...props} />;
  return (
    <Stack>
      <Title order={1}>Reports</Title>
      <Text>Your role has no reports.</Text>
    </Stack>
  );
}
