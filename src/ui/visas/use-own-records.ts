import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../api';
import type { Operation } from '../../contract/operation';
import { failureText } from './visa-texts';

export interface Notice {
  text: string;
  failed: boolean;
}

type Answer = { ApiStatus: { Status: string; Message?: string } };

/**
 * The caller's own passports or visas: the list (re-read after every change) and `run`, which
 * makes one change and says how it went, as the other profile sections do (src/ui/profile).
 */
export function useOwnRecords<Row>(getall: Operation, onChanged?: () => void) {
  const [rows, setRows] = useState<Row[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchRows = useCallback(
    async () => ((await api.callOperation(getall, {} as never)) as { list?: Row[] }).list ?? [],
    [getall],
  );

  useEffect(() => {
    let live = true;
    // A list that cannot be read shows as empty, like the other profile lists.
    fetchRows().then(
      (list) => live && setRows(list),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [fetchRows]);

  const run = async (work: () => Promise<unknown>, done: string, fallback: string): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = (await work()) as Answer;
      if (answer.ApiStatus.Status !== 'OK') throw new ApiError(400, answer.ApiStatus.Message ?? '');
      setNotice({ text: answer.ApiStatus.Message || done, failed: false });
      setRows(await fetchRows());
      onChanged?.();
      return true;
    } catch (error) {
      setNotice({ text: failureText(error, fallback), failed: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { rows, notice, setNotice, busy, run };
}
