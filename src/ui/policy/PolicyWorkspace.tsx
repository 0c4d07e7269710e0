import { Stack, Title } from '@mantine/core';
import type { TravelPolicy } from '../../contract/policy/policies';
import { BlockedSectorsTable } from './BlockedSectorsTable';
import { DraftArea } from './DraftArea';
import { InForceSummary } from './InForceSummary';
import { useGroupChoices } from './use-group-choices';

export interface PolicyWorkspaceProps {
  profileid: string;
  policy: TravelPolicy;
  /** After a draft was saved, published or discarded. */
  onChanged: () => void;
}

/** One policy opened: the version in force, the draft with its simulator, the blocked sectors. */
export function PolicyWorkspace({ profileid, policy, onChanged }: PolicyWorkspaceProps) {
  const groups = useGroupChoices();
  const { travelpolicyid } = policy;
  return (
    <Stack gap="xl">
      <Title order={2}>{policy.name}</Title>
      <InForceSummary travelpolicyid={travelpolicyid} inforce={policy.inforce} groups={groups} />
      {/* A new draft (saved first, published, discarded) is loaded afresh. */}
      <DraftArea
        key={`${travelpolicyid}:${policy.draft?.versionid ?? ''}`}
        policy={policy}
        groups={groups}
        onChanged={onChanged}
      />
      <BlockedSectorsTable
        profileid={profileid}
        travelpolicyid={travelpolicyid}
        policyname={policy.name}
        groups={groups}
      />
    </Stack>
  );
}
