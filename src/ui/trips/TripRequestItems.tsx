import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import type * as v from 'valibot';
import type { CorporateTripRequestItemSchema } from '../../contract/trips/shapes';
import { isLocalItem, queueRequestItem, queueRequestItemDelete } from '../../db/trips-request-items';
import { syncTripChanges } from '../../db/trips-sync';
import { RequestItemDialog } from './RequestItemDialog';
import { WaitingToSyncBadge } from '../components/TripStatusBadge';
import { TRIP_FAILURE, tripFailureMessage } from '../shared/trip-errors';
import { productName, statusName } from '../../domain/display-names';
import { formatDateWithWeekday } from '../../domain/format';

type RequestItem = v.InferOutput<typeof CorporateTripRequestItemSchema>;

export interface TripRequestItemsProps {
  profileid: string;
  author: string;
  tripid: string;
  items: readonly RequestItem[];
  editable: boolean;
  onError: (message: string) => void;
}

const detail = (item: RequestItem, key: string) =>
  typeof item.details[key] === 'string' ? (item.details[key] as string) : '';

/** Request items: listed, added and removed through the outbox while the trip may be edited. */
export function TripRequestItems({ profileid, author, tripid, items, editable, onError }: TripRequestItemsProps) {
  const [adding, setAdding] = useState(false);

  const remove = async (requestitemid: string) => {
    try {
      await queueRequestItemDelete(profileid, tripid, requestitemid);
      void syncTripChanges(profileid);
    } catch (error) {
      onError(tripFailureMessage(error, TRIP_FAILURE.deleteItem));
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Requests
          </Title>
          {editable && (
            <Button size="xs" onClick={() => setAdding(true)}>
              Add request
            </Button>
          )}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            No requests yet.
          </Text>
        ) : (
          <ResponsiveTable aria-label="Requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th>Status</Table.Th>
                {editable && <Table.Th>Remove</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.requestitemid}>
                  <Table.Td data-label="Service">{productName(item.itemtype)}</Table.Td>
                  <Table.Td data-label="From">{detail(item, 'from')}</Table.Td>
                  <Table.Td data-label="To">{detail(item, 'to')}</Table.Td>
                  <Table.Td data-label="Date">{formatDateWithWeekday(detail(item, 'date'))}</Table.Td>
                  <Table.Td data-label="Notes">{detail(item, 'notes')}</Table.Td>
                  <Table.Td data-label="Status">
                    {isLocalItem(item.requestitemid) ? <WaitingToSyncBadge /> : statusName(item.status)}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      {!isLocalItem(item.requestitemid) && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${item.itemtype} request to ${detail(item, 'to')}`}
                          onClick={() => void remove(item.requestitemid)}
                        >
                          Remove
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </Stack>
      {adding && (
        <RequestItemDialog
          onClose={() => setAdding(false)}
          onSave={async (item) => {
            try {
              await queueRequestItem(profileid, tripid, item, author);
              void syncTripChanges(profileid);
              setAdding(false);
              return null;
            } catch (error) {
              return tripFailureMessage(error, TRIP_FAILURE.addRequestItem);
            }
          }}
        />
      )}
    </Paper>
  );
}
