import { Alert, Anchor, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../domain/format';
import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { usePhoneLayout } from '../shared/use-phone-layout';
import type { DashboardFilter } from './dashboard-search-params';
import { type DrillTarget, useDrillBookings } from './use-drill-bookings';

export interface DrillDrawerProps {
  target: DrillTarget | null;
  filter: DashboardFilter;
  onClose: () => void;
}

const STATES: Record<string, string> = { standing: 'Booked', cancelled: 'Cancelled', replaced: 'Rescheduled' };

/** Where a booking's e-ticket opens, by product. */
const ticketPath = (product: string, txid: string) => `/${product === 'flight' ? 'flights' : 'insurance'}/eticket/${encodeURIComponent(txid)}`;

/** The bookings behind a bar of a chart (TG-DASHBOARDBOOKINGS), the latest first, each opening its ticket. */
export function DrillDrawer({ target, filter, onClose }: DrillDrawerProps) {
  const state = useDrillBookings(target, filter);
  const phone = usePhoneLayout();
  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size={phone ? '100%' : 'xl'} title={target ? `${target.title}: ${target.label}` : ''}>
      {state.status === 'loading' && <Loader aria-label="Loading the bookings" />}
      {state.status === 'error' && <Alert color="red">{state.message}</Alert>}
      {state.status === 'ready' && (
        <Stack>
          <Text size="sm" role="status">
            {state.answer.more ? `The latest ${state.answer.Bookings.length} bookings` : `${state.answer.Bookings.length} bookings`}
          </Text>
          <ResponsiveTable aria-label="Bookings behind the bar">
            <Table.Thead>
              <Table.Tr>
                {['Booking', 'Traveller', 'Supplier', 'Travel date', 'Amount', 'Status'].map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.answer.Bookings.map((b) => (
                <Table.Tr key={b.txid}>
                  <Table.Td>
                    <Anchor component={Link} to={ticketPath(b.product, b.txid)} aria-label={`Ticket ${b.txid}`}>
                      {b.txid}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label="Traveller">{b.travellername}</Table.Td>
                  <Table.Td data-label="Supplier">{b.merchant}</Table.Td>
                  <Table.Td data-label="Travel date">{formatDate(b.traveldate)}</Table.Td>
                  <Table.Td data-label="Amount">
                    <Money minor={parseMinorUnits(b.amount)} />
                  </Table.Td>
                  <Table.Td data-label="Status">{STATES[b.state] ?? b.state}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </Stack>
      )}
    </Drawer>
  );
}
