import { useState } from 'react';
import { Button, FileInput, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { api, newActionKey } from '../../api';
import {
  addCorporateTripDocuments,
  deleteCorporateTripDocuments,
  getCorporateTripDocuments,
} from '../../contract/trips/actions-documents';
import type { CorporateTripDocumentSchema } from '../../contract/trips/actions-documents';
import type * as v from 'valibot';
import { useBackgroundRefresh } from '../../db/trips-hooks';
import { tripFailureMessage } from '../shared/trip-errors';
import { formatTimestamp } from '../../domain/format';
import { openStoredFile, uploadFile } from '../shared/stored-files';

type TripDocument = v.InferOutput<typeof CorporateTripDocumentSchema>;
const DOCUMENT_TYPES = ['passport', 'visa', 'ticket', 'invoice', 'other'].map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
const FAILED = 'Failed to update the trip documents. Please try again.';

/** Documents of a synced trip (online only: files are not kept on the device). */
export function TripDocuments({
  tripid,
  onError,
  onChanged,
}: {
  tripid: string;
  onError: (message: string) => void;
  onChanged?: () => void;
}) {
  const [docs, setDocs] = useState<TripDocument[] | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [documenttype, setDocumenttype] = useState('other');
  const [busy, setBusy] = useState(false);
  const load = async () => {
    try {
      setDocs((await api.callOperation(getCorporateTripDocuments, { tripid })).list);
      return 'ok' as const;
    } catch {
      return 'offline' as const;
    }
  };
  const { outcome, reload } = useBackgroundRefresh(load, tripid);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      reload();
      // The required-documents check depends on what is attached.
      onChanged?.();
    } catch (error) {
      onError(tripFailureMessage(error, error instanceof Error && error.message ? error.message : FAILED));
    } finally {
      setBusy(false);
    }
  };
  const upload = () =>
    run(async () => {
      if (!file) return;
      const stored = await uploadFile(file, { failure: 'Failed to upload the document. Please try again.' });
      const key = newActionKey();
      await api.callOperation(
        addCorporateTripDocuments,
        { jsondata: { CorporateTripDocumentList: [{ tripid, fileid: stored.fileid, documenttype, description: '' }] } },
        { idempotencyKey: key },
      );
      setFile(null);
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Documents
        </Title>
        {outcome === 'offline' && (
          <Text c="dimmed" size="sm">
            Documents can be seen when the server can be reached.
          </Text>
        )}
        {docs && docs.length === 0 && (
          <Text c="dimmed" size="sm">
            No documents yet.
          </Text>
        )}
        {docs && docs.length > 0 && (
          <ResponsiveTable aria-label="Documents">
            <Table.Tbody>
              {docs.map((doc) => (
                <Table.Tr key={doc.recordid}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => void run(() => openStoredFile(doc.url, 'Failed to open the document. Please try again.'))}>
                      {doc.name}
                    </Button>
                  </Table.Td>
                  <Table.Td>{doc.documenttype}</Table.Td>
                  <Table.Td>{formatTimestamp(doc.addedon)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${doc.name}`}
                      disabled={busy}
                      onClick={() =>
                        void run(() =>
                          api.callOperation(
                            deleteCorporateTripDocuments,
                            { tripid, recordid: doc.recordid },
                            { idempotencyKey: newActionKey() },
                          ),
                        )
                      }
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
        <Group align="flex-end">
          <FileInput
            label="Document file"
            placeholder="PDF, image or Office file (max 5 MB)"
            value={file}
            onChange={setFile}
            clearable
            w={280}
          />
          <Select
            label="Document type"
            data={DOCUMENT_TYPES}
            value={documenttype}
            allowDeselect={false}
            onChange={(value) => setDocumenttype(value ?? 'other')}
            w={160}
          />
          <Button disabled={!file} loading={busy} onClick={() => void upload()}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
