import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import type { ProfileMaster } from '../../contract/login';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { ageInYears } from '../../domain/age';
import { GENDERS, TITLES, earliestBirthDate, isoDay, type ProfileConfirmation } from '../../domain/profile-confirmation';
import { profileConfirmMachine } from '../../machines/profile/profile-confirm.machine';
import { detailsOf, dialCodeOptions } from './profile-form';

export interface ProfileConfirmDialogProps {
  profile: ProfileMaster;
  rules: ProfileRulesWire;
  /** Offer Confirm And Continue (the verification popup's variant for unverified profiles). */
  withConfirm: boolean;
  /** Offer Skip: the company allows it, or the session is an emulation. */
  canSkip: boolean;
  /** Confirmed or skipped: the dialog is done; `message` is the server's text after a confirm. */
  onFinish: (outcome: 'confirmed' | 'skipped', message: string) => void;
  /** When given, the dialog can be closed without a decision (the /profile page's editor). */
  onClose?: () => void;
}

const DATA_PROTECTION_NOTICE =
  'Your personal details are used only to make and manage your travel bookings, and are protected under the data-protection policy of your company.';
const GOVERNMENT_ID_NOTE = 'Your name must match your government-issued ID proof exactly, or the airline may refuse boarding.';
const BOOKING_CHECK = 'Please check your title, gender and mobile number before booking.';

/** docs/product.md#profile-confirmation Profile confirmation dialog. */
export function ProfileConfirmDialog({ profile, rules, withConfirm, canSkip, onFinish, onClose }: ProfileConfirmDialogProps) {
  const [details, setDetails] = useState<ProfileConfirmation>(() => detailsOf(profile));
  const [state, send] = useMachine(profileConfirmMachine, { input: { rules: { idProofNames: rules.idproofnames } } });
  const busy = state.matches('updating') || state.matches('confirming');
  const today = new Date();

  useEffect(() => {
    if (state.matches('confirmed')) onFinish('confirmed', state.context.message);
    if (state.matches('skipped')) onFinish('skipped', '');
  }, [state, onFinish]);

  const set = (name: keyof ProfileConfirmation) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setDetails((d) => ({ ...d, [name]: value }));
  };
  const age = details.birthDate ? ageInYears(details.birthDate, today) : 0;
  const failed = state.matches({ editing: 'invalid' }) || state.matches({ editing: 'failed' });

  return (
    <Modal
      opened
      onClose={onClose ?? (() => undefined)}
      withCloseButton={Boolean(onClose)}
      closeOnClickOutside={Boolean(onClose)}
      closeOnEscape={Boolean(onClose)}
      title={rules.idproofnames ? 'Confirm Details (as per ID proof)' : 'Confirm Details'}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{DATA_PROTECTION_NOTICE}</Text>
        <Text size="sm" fw={600}>
          {GOVERNMENT_ID_NOTE}
        </Text>
        {rules.idproofnames && <Text size="sm">{BOOKING_CHECK}</Text>}
        {state.context.message && (
          <Alert role={failed ? 'alert' : 'status'} color={failed ? 'red' : 'green'} variant="light">
            {state.context.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect label="Title" data={[{ value: '', label: 'Select' }, ...TITLES]} value={details.title} onChange={set('title')} />
          <TextInput label="First Name/Given Name" value={details.firstName} onChange={set('firstName')} autoComplete="given-name" />
          <TextInput label="Last Name/Surname" value={details.lastName} onChange={set('lastName')} autoComplete="family-name" />
          <NativeSelect label="Country Code" data={dialCodeOptions(details.countryCode)} value={details.countryCode} onChange={set('countryCode')} />
          <TextInput label="Mobile" value={details.mobile} onChange={set('mobile')} inputMode="numeric" autoComplete="tel-national" />
          <NativeSelect label="Gender" data={[{ value: '', label: 'Select' }, ...GENDERS]} value={details.gender} onChange={set('gender')} />
          <TextInput
            label="Date of Birth"
            type="date"
            min={earliestBirthDate(today)}
            max={isoDay(today)}
            value={details.birthDate}
            onChange={set('birthDate')}
          />
          <TextInput label="Age" value={age ? String(age) : ''} readOnly />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          {canSkip && (
            <Button variant="subtle" onClick={() => send({ type: 'SKIP' })} disabled={busy}>
              Skip
            </Button>
          )}
          <Button variant="light" onClick={() => send({ type: 'UPDATE', details })} loading={state.matches('updating')} disabled={busy}>
            Update
          </Button>
          {withConfirm && (
            <Button onClick={() => send({ type: 'CONFIRM', details })} loading={state.matches('confirming')} disabled={busy}>
              Confirm And Continue
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
