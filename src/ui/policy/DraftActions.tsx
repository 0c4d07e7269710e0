import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../api';
import type { PolicyVersionSummary } from '../../contract/policy/policies';
import { formatDate } from '../../domain/format';
import { ConfirmAction } from '../components/ConfirmAction';
import { spoken } from './field-words';
import { discardVersion, publishVersion } from './policy-api';

export interface DraftActionsProps {
  travelpolicyid: string;
  /** The saved draft; nothing to publish or discard without one. */
  draft: PolicyVersionSummary | null;
  /** The form holds changes not saved: publishing would leave them out. */
  dirty: boolean;
  /** After the draft was published or discarded. */
  onDone: () => void;
}

/** Publish the saved draft (from its effective date; a date that has passed is refused by the server, whose message shows) or discard it. */
export function DraftActions({ travelpolicyid, draft, dirty, onDone }: DraftActionsProps) {
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  if (!draft) return null;
  const day = formatDate(draft.effectivefrom);
  const act = (work: (policy: string, version: string) => Promise<void>) => async () => {
    try {
      await work(travelpolicyid, draft.versionid);
    } catch (e) {
      // The dialog shows the refusal; the server names the field by its wire name.
      throw new Error(spoken(errorMessage(e)), { cause: e });
    }
    setAsking(null);
    onDone();
  };
  return (
    <>
      {dirty && <Text size="sm">Save your changes before publishing: the saved draft is what is published.</Text>}
      <Group>
        <Button onClick={() => setAsking('publish')} disabled={dirty}>
          Publish from {day}
        </Button>
        <Button variant="light" color="red" onClick={() => setAsking('discard')}>
          Discard draft
        </Button>
      </Group>
      <ConfirmAction
        title="Publish?"
        confirmLabel="Publish"
        message={`Publish version ${draft.version}? It holds for this policy’s travellers from ${day} and cannot be edited after.`}
        opened={asking === 'publish'}
        onCancel={() => setAsking(null)}
        onConfirm={act(publishVersion)}
      />
      <ConfirmAction
        title="Discard draft?"
        confirmLabel="Discard"
        message={`Discard the draft version ${draft.version}? Its rules are lost; the version in force stays.`}
        opened={asking === 'discard'}
        onCancel={() => setAsking(null)}
        onConfirm={act(discardVersion)}
      />
    </>
  );
}
