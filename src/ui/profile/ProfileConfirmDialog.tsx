import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import type { ProfileMaster } from '../../contract/login';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { ageInYears } from '../../domain/age';
import { GENDERS, TITLES, earliestBirthDate, isoDay, type ProfileConfirmation } from '../../domain/profile-confirmation';
import { profileConfirmMachine } from '../../machines/profile/profile-confirm.machine';
import { CustomFieldsSection } from '../components/CustomFieldsSection';
import { useCustomFields, type CustomFieldsForm } from '../components/use-custom-fields';
import { customFieldRefusal, detailsOf, dialCodeOptions } from './profile-form';

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
  /**
   * When given, the company's profile custom fields are asked too, starting from `saved`, and sent
   * with the update (the /profile page's editor; the login-time popup leaves them alone).
   */
  customAnswers?: { saved: CustomFieldAnswers; onSaved: (answers: CustomFieldAnswers) => void };
}

const DATA_PROTECTION_NOTICE =
  'Your personal details are used only to make and manage your travel bookings, and are protected under the data-protection policy of your company.';
const GOVERNMENT_ID_NOTE = 'Your name must match your government-issued ID proof exactly, or the airline may refuse boarding.';
const BOOKING_CHECK = 'Please check your title, gender and mobile number before booking.';

/** docs/product.md#profile-confirmation Profile confirmation dialog. */
export function ProfileConfirmDialog({ profile, rules, withConfirm, canSkip, onFinish, onClose, customAnswers }: ProfileConfirmDialogProps) {
  const [details, setDetails] = useState<ProfileConfirmation>(() => detailsOf(profile));
  const custom = useProfileCustomFields(customAnswers?.saved);
  const [state, send] = useMachine(profileConfirmMachine, { input: { rules: { idProofNames: rules.idproofnames } } });
  const busy = state.matches('updating') || state.matches('confirming');
  const today = new Date();

  useEffect(() => {
    if (state.matches('confirmed')) onFinish('confirmed', state.context.message);
    if (state.matches('skipped')) onFinish('skipped', '');
  }, [state, onFinish]);

  // The answers the server accepted: the page keeps them for the next time the form opens.
  const [sent, setSent] = useState<CustomFieldAnswers | undefined>(undefined);
  const onSaved = customAnswers?.onSaved;
  useEffect(() => {
    if (!sent || !onSaved || !(state.matches('confirmed') || state.matches({ editing: 'updated' }))) return;
    // As the server keeps them: trimmed, unanswered ones left out.
    onSaved(Object.fromEntries(Object.entries(sent).flatMap(([id, value]) => (value.trim() ? [[id, value.trim()]] : []))));
  }, [state, sent, onSaved]);

  // A server refusal naming a custom field shows under that field too.
  const failed = state.matches({ editing: 'invalid' }) || state.matches({ editing: 'failed' });
  const { fields: customFields, showError } = custom;
  useEffect(() => {
    const refusal = state.matches({ editing: 'failed' }) ? customFieldRefusal(state.context.message, customFields) : null;
    if (refusal) showError(refusal.fieldid, refusal.text);
  }, [state, customFields, showError]);

  const save = (type: 'UPDATE' | 'CONFIRM') => {
    // The custom fields' own check, messages under each field; the details' check is the machine's.
    if (customAnswers && custom.validate()) return;
    // Only once the fields are read: a form that could not read them (offline) leaves the saved answers alone.
    const customfields = customAnswers && custom.fields.length > 0 ? custom.answers : undefined;
    setSent(customfields);
    send(customfields ? { type, details, customfields } : { type, details });
  };

  const set = (name: keyof ProfileConfirmation) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setDetails((d) => ({ ...d, [name]: value }));
  };
  const age = details.birthDate ? ageInYears(details.birthDate, today) : 0;

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
        {customAnswers && <CustomFieldsSection form={custom} />}
        <Group justify="flex-end" mt="sm">
          {canSkip && (
            <Button variant="subtle" onClick={() => send({ type: 'SKIP' })} disabled={busy}>
              Skip
            </Button>
          )}
          <Button variant="light" onClick={() => save('UPDATE')} loading={state.matches('updating')} disabled={busy}>
            Update
          </Button>
          {withConfirm && (
            <Button onClick={() => save('CONFIRM')} loading={state.matches('confirming')} disabled={busy}>
              Confirm And Continue
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

interface ProfileCustomFields extends CustomFieldsForm {
  /** Shows a message under one field (a server refusal), cleared when that field is next changed. */
  showError: (fieldid: string, text: string) => void;
}

/**
 * The company's profile custom fields, each starting from its saved answer. A field is filled once,
 * when both it and its answer are known, so an answer the user cleared is not put back.
 */
function useProfileCustomFields(saved: CustomFieldAnswers | undefined): ProfileCustomFields {
  const form = useCustomFields('profile', {}, saved !== undefined);
  const [shown, setShown] = useState<Record<string, string>>({});
  const filled = useRef(new Set<string>());
  const { fields, setAnswer } = form;

  useEffect(() => {
    for (const field of fields) {
      const answer = saved?.[field.fieldid];
      if (answer === undefined || filled.current.has(field.fieldid)) continue;
      filled.current.add(field.fieldid);
      setAnswer(field.fieldid, answer);
    }
  }, [fields, saved, setAnswer]);

  const showError = useCallback((fieldid: string, text: string) => setShown((old) => ({ ...old, [fieldid]: text })), []);
  return {
    ...form,
    errors: { ...shown, ...Object.fromEntries(Object.entries(form.errors).filter(([, text]) => text !== '')) },
    setAnswer: (fieldid, value) => {
      setShown((old) => ({ ...old, [fieldid]: '' }));
      form.setAnswer(fieldid, value);
    },
    validate: () => {
      setShown({});
      return form.validate();
    },
    showError,
  };
}
