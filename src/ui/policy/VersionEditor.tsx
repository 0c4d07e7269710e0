import { Alert, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TravelPolicy } from '../../contract/policy/policies';
import { FormFooter } from '../components/FormFooter';
import { FlightRulesSection } from './FlightRulesSection';
import { HotelRulesSection } from './HotelRulesSection';
import { InsuranceRulesSection } from './InsuranceRulesSection';
import type { Choice } from './policy-api';
import { ReasonsSection } from './ReasonsSection';
import { spoken } from './field-words';
import type { ErrorAt, FlightForm } from './rules-form';
import type { PolicyDraft } from './use-policy-draft';

export interface VersionEditorProps {
  policy: TravelPolicy;
  groups: readonly Choice[];
  draft: PolicyDraft;
}

function headingOf(policy: TravelPolicy): string {
  if (policy.draft) return `Draft: version ${policy.draft.version}`;
  return policy.inforce ? `New draft, starting from version ${policy.inforce.version}` : 'New draft';
}

/** The policy's draft: its date and rules by section, saved whole. */
export function VersionEditor({ policy, groups, draft }: VersionEditorProps) {
  const { form } = draft;
  const errorAt: ErrorAt = (path) => spoken(draft.errors[path]);
  if (!form)
    return draft.failure ? (
      <Stack>
        <Alert color="red" role="alert">
          {draft.failure}
        </Alert>
        <Button variant="light" onClick={draft.reset} style={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </Stack>
    ) : (
      <Text c="dimmed">Loading the rules…</Text>
    );

  const setFlight = (patch: Partial<FlightForm>) => draft.edit({ ...form, flight: { ...form.flight, ...patch } });
  return (
    <Stack gap="lg" component="section" aria-label="Draft rules">
      <Stack gap={4}>
        <Title order={3}>{headingOf(policy)}</Title>
        <Text size="sm" c="dimmed">
          Travellers keep the version in force until a published draft’s date comes.
        </Text>
      </Stack>
      <TextInput
        type="date"
        label="Effective from"
        maw={220}
        value={draft.effectivefrom}
        onChange={(e) => draft.setEffectivefrom(e.currentTarget.value)}
        error={errorAt('effectivefrom')}
      />
      <FlightRulesSection flight={form.flight} onChange={setFlight} errorAt={errorAt} groups={groups} />
      <Divider />
      <InsuranceRulesSection
        insurance={form.insurance}
        onChange={(insurance) => draft.edit({ ...form, insurance })}
        errorAt={errorAt}
      />
      <Divider />
      <HotelRulesSection
        hotel={form.hotel}
        groups={groups}
        onChange={(hotel) => draft.edit({ ...form, hotel })}
        errorAt={errorAt}
      />
      <Divider />
      <ReasonsSection
        reasons={form.reasons}
        onChange={(reasons) => draft.edit({ ...form, reasons })}
        errorAt={errorAt}
      />
      {Object.keys(draft.errors).length > 0 && (
        <Alert color="red" role="alert">
          Some rules need a look: see the fields marked.
        </Alert>
      )}
      <FormFooter
        error={draft.failure}
        onCancel={draft.reset}
        actionLabel="Save draft"
        busy={draft.busy}
        onAction={() => void draft.save()}
        disabled={!draft.dirty}
      />
    </Stack>
  );
}
