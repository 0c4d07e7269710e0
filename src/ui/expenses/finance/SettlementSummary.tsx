import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { api, errorMessage } from '../../../api';
import { getForexSurrenderLetterPdf } from '../../../contract/expenses/finance';
import type { ExpenseReport } from '../../../contract/expenses/report-shape';
import { formatDate } from '../../../domain/format';
import { tryParseMinorUnits } from '../../../domain/money';
import { saveBase64Pdf } from '../../shared/save-pdf';
import { moneyText } from './money-text';

const LETTER_FAILED = 'Failed to download the surrender letter. Please try again.';

type Settlement = NonNullable<ExpenseReport['settlement']>;

/** The trip's advance set against the claim: what the company still owes, or what the employee hands back (with the letter for it). */
export function SettlementSummary({ settlement, currency }: { settlement: Settlement; currency: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const surrenders = (tryParseMinorUnits(settlement.tosurrender) ?? 0n) > 0n && settlement.imprestsurrenderid !== '';

  const downloadLetter = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await api.callOperation(getForexSurrenderLetterPdf, { imprestsurrenderid: settlement.imprestsurrenderid });
      if (answer.ApiStatus.Status === 'OK' && answer.Result) saveBase64Pdf(answer.Result.base64, answer.Result.filename);
      else setError(answer.ApiStatus.Message || LETTER_FAILED);
    } catch (e) {
      setError(errorMessage(e) || LETTER_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder component="section" aria-label="Advance settlement">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Advance settlement
        </Title>
        {settlement.settledon && <Text size="sm">{`Settled on ${formatDate(settlement.settledon)}`}</Text>}
        <Text>{`Owed to the employee: ${moneyText(settlement.owedtoemployee, currency)}`}</Text>
        <Text>{`To surrender: ${moneyText(settlement.tosurrender, currency)}`}</Text>
        {surrenders && (
          <Button variant="default" loading={busy} onClick={() => void downloadLetter()} style={{ alignSelf: 'flex-start' }}>
            Surrender letter
          </Button>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
