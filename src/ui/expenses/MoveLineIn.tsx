import { useState } from 'react';
import { Alert, Button, Group, Select } from '@mantine/core';
import { errorMessage } from '../../api';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import { loadMyExpenses, saveExpenseLine } from './expense-lines-api';
import { showAmount } from './expense-format';
import { lineFormOf, lineInputOf } from './line-form';
import { useLoaded } from './use-loaded';

const NO_LINES: ExpenseLine[] = [];
const loadUnreported = async () => (await loadMyExpenses('all')).unreportedlines.filter((line) => line.editable);

/**
 * Puts one of the user's lines that is in no report into this one (the line saved with the report's
 * id, through the outbox like any save: the report shows it at once as waiting to sync).
 */
export function MoveLineIn({ reportid }: { reportid: string }) {
  const { value: lines } = useLoaded(loadUnreported, NO_LINES);
  const [lineid, setLineid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (lines.length === 0) return null;

  const move = async () => {
    const line = lines.find((l) => l.lineid === lineid);
    if (!line) return;
    setBusy(true);
    setError('');
    try {
      await saveExpenseLine({ ...lineInputOf(lineFormOf(line)), reportid }, []);
      setLineid(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group align="flex-end" gap="xs">
        <Select
          label="Move an expense into this report"
          placeholder="Expenses not in a report"
          value={lineid}
          onChange={setLineid}
          data={lines.map((l) => ({
            value: l.lineid,
            label: `${l.expensedate} ${l.categoryname} ${l.merchant} ${showAmount(l.baseamount, l.basecurrency)}`,
          }))}
          style={{ flex: 1 }}
        />
        <Button variant="default" disabled={!lineid} loading={busy} onClick={() => void move()}>
          Move here
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
