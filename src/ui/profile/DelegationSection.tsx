import { useEffect, useState } from 'react';
import { api } from '../../api';
import { listColleagues } from '../../contract/profile/operations';
import { delegationOps } from '../../contract/profile/operations';
import { DELEGATION_MESSAGES, isDelegationPeriodValid } from '../../domain/profile-records';
import { RecordSection, type FieldSpec } from './RecordSection';

/** Approval delegation: who approves for me, a colleague of my company, from one day to another. */
export function DelegationSection() {
  const [colleagues, setColleagues] = useState<{ value: string; label: string }[]>([]);

  useEffect(() => {
    api
      .callOperation(listColleagues, {})
      .then(({ list }) => setColleagues(list.map((c) => ({ value: c.profileid, label: c.name }))))
      .catch(() => setColleagues([]));
  }, []);

  const fields: FieldSpec[] = [
    { name: 'delegateprofileid', label: 'Approver', type: 'select', options: [{ value: '', label: 'Select' }, ...colleagues] },
    { name: 'fromdate', label: 'From date', type: 'date' },
    { name: 'todate', label: 'To date', type: 'date' },
  ];
  return (
    <RecordSection
      title="Approval delegation"
      noun="Approval delegation"
      ops={delegationOps}
      fields={fields}
      validate={(v) => (isDelegationPeriodValid(v.fromdate ?? '', v.todate ?? '') ? null : DELEGATION_MESSAGES.period)}
    />
  );
}
