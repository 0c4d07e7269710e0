import { useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import type { TravelPolicy } from '../../contract/policy/policies';
import { DraftActions } from './DraftActions';
import type { Choice } from './policy-api';
import { PolicySimulator } from './PolicySimulator';
import { usePolicyDraft } from './use-policy-draft';
import { VersionEditor } from './VersionEditor';

export interface DraftAreaProps {
  policy: TravelPolicy;
  groups: readonly Choice[];
  /** After the draft was saved, published or discarded (the policy list shows drafts and versions). */
  onChanged: () => void;
}

/** The draft's editor, and beside it (below it on a phone) the simulator and the publish and discard buttons. */
export function DraftArea({ policy, groups, onChanged }: DraftAreaProps) {
  // Each save keys a new simulator: a result holds for the rules it replayed.
  const [saves, setSaves] = useState(0);
  const draft = usePolicyDraft(policy, () => {
    setSaves((n) => n + 1);
    onChanged();
  });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <VersionEditor policy={policy} groups={groups} draft={draft} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack>
          <PolicySimulator
            key={saves}
            travelpolicyid={policy.travelpolicyid}
            draft={policy.draft}
            dirty={draft.dirty}
          />
          <DraftActions
            travelpolicyid={policy.travelpolicyid}
            draft={policy.draft}
            dirty={draft.dirty}
            onDone={onChanged}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
