import { useEffect, useState } from 'react';
import { errorMessage } from '../../api';

/** A list read once when a dialog opens; a failure is said and `empty` stays. `load` must be a stable function. */
export function useLoaded<T>(load: () => Promise<T>, empty: T): { value: T; error: string } {
  const [value, setValue] = useState(empty);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setValue(loaded),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return { value, error };
}
