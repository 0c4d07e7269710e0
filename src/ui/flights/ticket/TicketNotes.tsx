import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_PHONES, TICKET_NOTES, telHref } from './ticket-notes';

/** Important notes and the provider's three support numbers. */
export function TicketNotes() {
  return (
    <Stack gap="xs" component="section" aria-labelledby="flight-ticket-notes">
      <Title order={2} size="h4" id="flight-ticket-notes">
        Important notes
      </Title>
      <List size="sm">
        {TICKET_NOTES.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
      <Title order={3} size="h5" id="flight-ticket-support">
        Support
      </Title>
      <List size="sm" aria-labelledby="flight-ticket-support">
        {SUPPORT_PHONES.map((phone) => (
          <List.Item key={phone.number}>
            <Text span size="sm">
              {phone.label}:{' '}
            </Text>
            <Anchor href={telHref(phone.number)} size="sm">
              {phone.number}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
