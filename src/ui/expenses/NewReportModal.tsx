import { useState } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { errorMessage } from '../../api';
import { FormFooter } from '../components/FormFooter';
import { usePhoneLayout } from '../shared/use-phone-layout';
import { clearableOnPhone } from './clearable-on-phone';
import { createReport } from './expense-reports-api';
import { type TripOption, loadMyTrips, tripLabel } from './expense-masters-api';
import { useLoaded } from './use-loaded';

const NO_TRIPS: TripOption[] = [];

export interface NewReportModalProps {
  onClose: () => void;
  /** Created on the server, or queued when offline (the report page shows it from the queue). */
  onCreated: (report: { reportid: string }) => void;
}

/** Names a new report and, optionally, its trip (a trip has one report per person: naming it again opens that one). */
export function NewReportModal({ onClose, onCreated }: NewReportModalProps) {
  const phone = usePhoneLayout();
  const { value: trips } = useLoaded(loadMyTrips, NO_TRIPS);
  const [title, setTitle] = useState('');
  const [tripid, setTripid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (!title.trim()) return setProblem('Enter a title');
    setBusy(true);
    setProblem(null);
    try {
      onCreated(await createReport(title.trim(), tripid));
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="New report" fullScreen={phone}>
      <Stack>
        <TextInput
          label="Title"
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Select
          label="Trip"
          clearable
          {...clearableOnPhone(phone)}
          searchable
          value={tripid || null}
          data={trips.map((t) => ({ value: t.tripid, label: tripLabel(t) }))}
          onChange={(value) => setTripid(value ?? '')}
        />
        <FormFooter
          error={problem}
          onCancel={onClose}
          actionLabel="Create"
          busy={busy}
          onAction={() => void create()}
        />
      </Stack>
    </Modal>
  );
}
