import { Alert, Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { InsuranceInvoice } from '../../../contract/insurance/booking';
import { TripStatusBadge } from '../../components/TripStatusBadge';
import { bookingReference, originalTicketUrl, policyFields } from './ticket-fields';

type InsuranceRecord = InsuranceInvoice['insurancerecord'];

const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.75rem' };

/** Status, references and the policy's fields, each under its policy name (a <dl>, one pair per field). */
export function TicketSummary({ record }: { record: InsuranceRecord }) {
  const reference = bookingReference(record);
  // The header already shows the reference; the list repeats pnr only when it differs.
  const fields = policyFields(record).filter((f) => !(f.label === 'Booking reference' && f.value === reference));
  const original = originalTicketUrl(record);
  return (
    <Paper withBorder p="md" component="section" aria-label="Policy details">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Insurance e-ticket</Title>
            <Text size="sm" c="dimmed">
              Transaction ID {record.txid}
            </Text>
          </div>
          <Group gap="xs" aria-label="Booking status" role="group">
            <Text size="sm">Booking status</Text>
            <TripStatusBadge kind="booking" status={record.bookingstatus} />
          </Group>
        </Group>
        {reference && (
          <Text>
            Booking reference: <strong>{reference}</strong>
          </Text>
        )}
        {record.bookingstatus === 'paymentpending' && (
          <Alert color="yellow" title="Payment pending">
            The policy is issued once the card payment completes.
          </Alert>
        )}
        <Box component="dl" m={0} style={FIELD_GRID}>
          {fields.map((field) => (
            <div key={field.label}>
              <Text component="dt" size="xs" c="dimmed">
                {field.label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {field.value}
              </Text>
            </div>
          ))}
        </Box>
        {original && (
          <Anchor href={original} target="_blank" rel="noopener noreferrer">
            Original ticket
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
