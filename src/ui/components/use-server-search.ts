import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a pick list asks the server. */
export const SEARCH_DELAY_MS = 250;

/**
 * The rows the server finds for what was typed into a pick list, asked once typing has paused.
 * Only the answer to the latest text counts: an earlier text's answer can arrive after it (a short
 * prefix matches more and takes longer) and must not replace it. A failed search finds nothing.
 * A text `skip` answers true for keeps the last answer without asking (an emptied box, or a picked
 * option's label the list shows as its text); `key` names whatever else the search depends on.
 */
export function useServerSearch<T>(
  text: string,
  search: (text: string) => Promise<T[]>,
  { skip = () => false, key = '' }: { skip?: (text: string) => boolean; key?: string } = {},
): T[] {
  const [found, setFound] = useState<T[]>([]);
  // Read when typing pauses, not when rendering: the caller's functions of this render.
  const now = useRef({ search, skip });
  useEffect(() => {
    now.current = { search, skip };
  });
  useEffect(() => {
    if (now.current.skip(text)) return;
    let latest = true;
    const timer = setTimeout(() => {
      now.current.search(text.trim()).then(
        (rows) => latest && setFound(rows),
        () => latest && setFound([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [text, key]);
  return found;
}
