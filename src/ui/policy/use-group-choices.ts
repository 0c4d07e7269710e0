import { useEffect, useState } from 'react';
import { type Choice, loadLocationGroups } from './policy-api';

const NONE: Choice[] = [];

/** The company's location groups as picker choices; none offline, so a rule naming one shows its id. */
export function useGroupChoices(): readonly Choice[] {
  const [groups, setGroups] = useState<Choice[]>(NONE);
  useEffect(() => {
    let live = true;
    loadLocationGroups().then(
      (rows) => live && setGroups(rows.map((g) => ({ value: g.groupid, label: g.groupname }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return groups;
}
