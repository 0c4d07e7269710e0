import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api';

/**
 * Data a guest house panel reads when it opens, read again with `reload` after a change; a read that
 * fails shows its message instead of an empty list that would look like "nothing here".
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState('');
  const settle = useCallback((read: Promise<T>, live: () => boolean) => {
    return read.then(
      (value) => {
        if (!live()) return;
        setData(value);
        setError('');
      },
      (e: unknown) => live() && setError(errorMessage(e)),
    );
  }, []);
  useEffect(() => {
    let live = true;
    void settle(load(), () => live);
    return () => {
      live = false;
    };
  }, [load, settle]);
  const reload = useCallback(() => settle(load(), () => true).then(() => undefined), [load, settle]);
  return { data, error, reload };
}
