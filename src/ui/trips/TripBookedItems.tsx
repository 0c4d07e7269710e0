import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { CorporateTripItemSchema } from '../../contract/trips/shapes';
import { decimalToPaise } from '../../domain/trip-money';
import { Money } from '../components/Money';
import { TripStatusBadge } from '../components/TripStatusBadge';
import { formatTimestamp } from '../../domain/format';
import { productName } from '../../domain/display-names';
import { isOfflineHotelType } from '../../contract/offline-hotels/request-details';
import { offlineStayPath } from '../../contract/offline-hotels/stay-path';

type TripItem = v.InferOutput<typeof CorporateTripItemSchema>;

/** A flight item whose travellers may still be cancelled: booked, or some already cancelled and others flying. */
const CANCELLABLE_FLIGHT_ITEM = new Set(['booked', 'partiallycancelled']);

/** The trip's chosen or booked items (flights, hotels…) with their amounts and transaction ids. */
export function TripBookedItems({ items }: { items: readonly TripItem[] }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Items
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing booked for this trip yet.
          </Text>
        ) : (
          <ResponsiveTable aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th>Supplier</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Transaction</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Added</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.itemid}>
                  <Table.Td data-label="Service">{productName(item.itemtype)}</Table.Td>
                  <Table.Td data-label="Supplier">{item.supplier}</Table.Td>
                  <Table.Td data-label="Amount">
                    <Money minor={BigInt(decimalToPaise(item.totalamount) ?? 0)} />
                  </Table.Td>
                  <Table.Td data-label="Transaction">
                    {item.itemtype === 'insurance' && item.txid ? (
                      // A booked insurance item is an issued policy: its txid opens the e-ticket.
                      <Anchor component={Link} to={`/insurance/eticket/${encodeURIComponent(item.txid)}`}>
                        {item.txid}
                      </Anchor>
                    ) : item.itemtype === 'flight' && item.txid ? (
                      <FlightItemLinks txid={item.txid} cancellable={CANCELLABLE_FLIGHT_ITEM.has(item.status)} />
                    ) : item.itemtype === 'hotel' && item.txid ? (
                      <HotelItemLinks txid={item.txid} booked={item.status === 'booked'} />
                    ) : isOfflineHotelType(item.itemtype) && item.txid ? (
                      // A stay the travel desk booked: its txid opens the voucher.
                      <Anchor component={Link} to={offlineStayPath(item.txid)}>
                        {item.txid}
                      </Anchor>
                    ) : (
                      item.txid
                    )}
                  </Table.Td>
                  <Table.Td data-label="Status">
                    <TripStatusBadge status={item.status} kind="booking" />
                  </Table.Td>
                  <Table.Td data-label="Added">{formatTimestamp(item.addedon)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </Stack>
    </Paper>
  );
}

/** A booked flight's txid opens its e-ticket; 'Cancel' opens it with the cancel drawer (?cancel=1). */
function FlightItemLinks({ txid, cancellable }: { txid: string; cancellable: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor renderRoot={(props) => <Link {...props} to="/flights/eticket/$txid" params={{ txid }} />}>{txid}</Anchor>
      {cancellable && (
        <Anchor
          c="red.9"
          aria-label={`Cancel flight ${txid}`}
          renderRoot={(props) => (
            <Link {...props} to="/flights/eticket/$txid" params={{ txid }} search={{ cancel: 1 }} />
          )}
        >
          Cancel
        </Anchor>
      )}
    </Group>
  );
}

/**
 * A booked stay's txid opens its voucher; while booked, 'Change dates' opens it with the change
 * drawer (?change=1) and 'Cancel' with the cancel drawer (?cancel=1).
 */
function HotelItemLinks({ txid, booked }: { txid: string; booked: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor renderRoot={(props) => <Link {...props} to="/hotels/voucher/$txid" params={{ txid }} />}>{txid}</Anchor>
      {booked && (
        <>
          <Anchor
            aria-label={`Change dates of hotel booking ${txid}`}
            renderRoot={(props) => (
              <Link {...props} to="/hotels/voucher/$txid" params={{ txid }} search={{ change: 1 }} />
            )}
          >
            Change dates
          </Anchor>
          <Anchor
            c="red.9"
            aria-label={`Cancel hotel booking ${txid}`}
            renderRoot={(props) => (
              <Link {...props} to="/hotels/voucher/$txid" params={{ txid }} search={{ cancel: 1 }} />
            )}
          >
            Cancel
          </Anchor>
        </>
      )}
    </Group>
  );
}
