import { type ReactNode, useEffect, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { useSession } from '../../session/store';
import { DelegationSection } from './DelegationSection';
import { PersonalDetails } from './PersonalDetails';
import { RECORD_SECTIONS } from './record-sections';
import { RecordSection } from './RecordSection';
import { refreshProfileDetails } from './refresh-profile';

const FALLBACK_RULES: ProfileRulesWire = { idproofnames: false, allowskipverification: false };

/**
 * /profile: the traveller's own profile, every section saved through its own operations.
 * `children`: sections other features own (the route adds passports and visas), after the records.
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const login = useSession();
  const [rules, setRules] = useState<ProfileRulesWire>(FALLBACK_RULES);
  const [answers, setAnswers] = useState<CustomFieldAnswers>({});
  const [fresh, setFresh] = useState(false);

  // Fresh details on every visit; a failed fetch keeps the session's copy (docs/product.md#error-messages).
  useEffect(() => {
    refreshProfileDetails().then(
      (details) => {
        setRules(details.rules);
        setAnswers(details.customfields);
        setFresh(true);
      },
      () => setFresh(true),
    );
  }, []);

  if (!login) return null;
  return (
    <Stack>
      <Title order={1}>Profile</Title>
      <PersonalDetails profile={login.profilemaster} rules={rules} customAnswers={answers} onCustomAnswersSaved={setAnswers} ready={fresh} />
      {RECORD_SECTIONS.map((section) => (
        <RecordSection key={section.title} {...section} />
      ))}
      {children}
      <DelegationSection />
    </Stack>
  );
}
