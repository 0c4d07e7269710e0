import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { TripDocuments } from '../TripDocuments';
import { AdvancesPanel } from './AdvancesPanel';
import { ApprovalPreviewPanel } from './ApprovalPreviewPanel';
import { RequiredDocumentsPanel } from './RequiredDocumentsPanel';
import { TransactionsPanel } from './TransactionsPanel';

export interface TripPanelsProps {
  profileid: string;
  tripid: string;
  /** The server's calleractions: the approval preview matters only while the caller can submit. */
  calleractions: readonly string[];
  /** Changes when the trip does (status, tracker): the panels read again. */
  revision: string;
  onError: (message: string) => void;
}

/** The panels of a synced trip (a local draft has nothing on the server to show yet). */
export function TripPanels({ profileid, tripid, calleractions, revision, onError }: TripPanelsProps) {
  const [documentsChanged, setDocumentsChanged] = useState(0);
  return (
    <>
      {calleractions.includes('SUBMIT') && <ApprovalPreviewPanel profileid={profileid} tripid={tripid} revision={revision} />}
      <AdvancesPanel profileid={profileid} tripid={tripid} revision={revision} />
      <TransactionsPanel profileid={profileid} tripid={tripid} revision={revision} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TripDocuments tripid={tripid} onError={onError} onChanged={() => setDocumentsChanged((n) => n + 1)} />
        <RequiredDocumentsPanel profileid={profileid} tripid={tripid} revision={`${revision}|${documentsChanged}`} />
      </SimpleGrid>
    </>
  );
}
