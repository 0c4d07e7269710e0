import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** An unknown trip id, or another person's / company's trip (the server answers both alike: 403). */
export function TripNotFound({ tripid, offline = false }: { tripid: string; offline?: boolean }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{offline ? 'Trip not available offline' : 'Trip not found'}</Title>
      <Text>
        {offline
          ? `Trip ${tripid} is not saved on this device and the server cannot be reached. Try again when you are online.`
          : `There is no trip ${tripid} that you can open.`}
      </Text>
      <Anchor component={Link} to="/trips">
        Back to my trips
      </Anchor>
    </Stack>
  );
}
