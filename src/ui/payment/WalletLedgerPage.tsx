import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../api';
import { type UserAccount, type WalletLedgerEntry, getWalletLedger } from '../../contract/wallet/operations';
import { formatTimestamp } from '../../domain/format';
import { formatMoneyExact, parseMinorUnits } from '../../domain/money';
import { walletBalanceFromWire } from '../../domain/payment-mode-amounts';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; account: UserAccount; entries: WalletLedgerEntry[] }
  | { state: 'failed'; message: string };

/** A ledger column: '' for the side of the posting that is zero, so each row reads as debit or credit; exact to the paisa, as a ledger is checked. */
function amountCell(decimal: string, currency: string): string {
  const paise = parseMinorUnits(decimal);
  return paise === 0n ? '' : formatMoneyExact(paise, currency);
}

/** The wallet ledger (/wallet-ledger/{corporateid}): the balance and every posting, newest first. */
export function WalletLedgerPage({ corporateid }: { corporateid: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    api
      .callOperation(getWalletLedger, { corporateid })
      .then(({ UserAccount: account, entries }) => live && setLoad({ state: 'ready', account, entries }))
      .catch((error: unknown) => live && setLoad({ state: 'failed', message: errorMessage(error) }));
    return () => {
      live = false;
    };
  }, [corporateid]);

  if (load.state === 'loading') return <Loader aria-label="Loading wallet" />;
  if (load.state === 'failed') {
    return (
      <Stack>
        <Title order={1}>Wallet</Title>
        <Alert color="red" role="alert">
          {load.message}
        </Alert>
      </Stack>
    );
  }
  const { account, entries } = load;
  const balance = walletBalanceFromWire(account.balance);
  return (
    <Stack>
      <Title order={1}>Wallet</Title>
      {balance === null ? (
        <Text>You have no wallet.</Text>
      ) : (
        <Text size="lg" fw={600}>
          Balance: {formatMoneyExact(balance, account.currency)}
        </Text>
      )}
      {balance !== null && entries.length === 0 && <Text>No transactions yet.</Text>}
      {entries.length > 0 && (
        <ResponsiveTable striped aria-label="Wallet ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.entryid}>
                <Table.Td data-label="Date">{formatTimestamp(entry.date)}</Table.Td>
                <Table.Td data-label="Description">{entry.description}</Table.Td>
                <Table.Td data-label="Reference">{entry.reference}</Table.Td>
                <Table.Td data-label="Debit" ta="right">
                  {amountCell(entry.debit, account.currency)}
                </Table.Td>
                <Table.Td data-label="Credit" ta="right">
                  {amountCell(entry.credit, account.currency)}
                </Table.Td>
                <Table.Td data-label="Balance" ta="right">
                  {formatMoneyExact(parseMinorUnits(entry.balance), account.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
