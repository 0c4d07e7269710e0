import { useEffect, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { useSession } from '../../session/store';
import { DelegationSection } from './DelegationSection';
import { PersonalDetails } from './PersonalDetails';
import { RECORD_SECTIONS } from './record-sections';
import { RecordSection } from './RecordSection';
import { refreshProfile } from './refresh-profile';

const FALLBACK_RULES: ProfileRulesWire = { idproofnames: false, allowskipverification: false };

/** /profile: the traveller's own profile, every section saved through its own operations. */
export function ProfilePage() {
  const login = useSession();
  const [rules, setRules] = useState<ProfileRulesWire>(FALLBACK_RULES);

  // Fresh details on every visit; a failed fetch keeps the session's copy (docs/product.md#error-messages).
  useEffect(() => {
    refreshProfile().then(setRules, () => undefined);
  }, []);

  if (!login) return null;
  return (
    <Stack>
      <Title order={1}>Profile</Title>
      <PersonalDetails profile={login.profilemaster} rules={rules} />
      {RECORD_SECTIONS.map((section) => (
        <RecordSection key={section.title} {...section} />
      ))}
      <DelegationSection />
    </Stack>
  );
}
