import { List, Text } from '@mantine/core';
import { api } from '../../../api';
import { getRequireUploadDocumentForTrip } from '../../../contract/trips/actions-documents';
import { PanelFrame } from './PanelFrame';
import { type PanelProps, useTripPanel } from './use-trip-panel';

/**
 * What the trip needs on file (getrequireuploaddocumentfortrip) and whether each is attached; shown
 * next to the documents list.
 */
export function RequiredDocumentsPanel({ profileid, tripid, revision }: PanelProps) {
  const need = useTripPanel(profileid, tripid, 'required-docs', () => api.callOperation(getRequireUploadDocumentForTrip, { tripid }), revision);
  if (!need) return null;
  return (
    <PanelFrame title="Required documents">
      {need.required.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents are required for this trip.
        </Text>
      ) : (
        <List aria-label="Required documents" size="sm">
          {need.required.map((doc) => (
            <List.Item key={doc.documenttype}>
              {doc.label}: {doc.present ? 'Attached' : 'Missing'}
            </List.Item>
          ))}
        </List>
      )}
    </PanelFrame>
  );
}
