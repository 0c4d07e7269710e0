import { useEffect, useState } from 'react';
import { Alert, Anchor, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { api, errorMessage } from '../../api';
import { getSupportMatrix, type SupportRow } from '../../contract/shell/operations';

type State = { status: 'loading' } | { status: 'ready'; rows: SupportRow[] } | { status: 'error'; message: string };

/** Support: the contacts of the user's own corporate (spec "support matrix by corporate"). */
export function HelpDialog({
  opened,
  onClose,
  corporateid,
}: {
  opened: boolean;
  onClose: () => void;
  corporateid: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Help" centered>
      <SupportContacts corporateid={corporateid} />
    </Modal>
  );
}

/** Mounted with each opening, so the contacts are always fresh. */
function SupportContacts({ corporateid }: { corporateid: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.callOperation(getSupportMatrix, { corporateid }).then(
      (answer) => live && setState({ status: 'ready', rows: answer.supportmatrix }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [corporateid]);

  return (
    <>
      {state.status === 'loading' && <Loader aria-label="Loading support contacts" />}
      {state.status === 'error' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
      {state.status === 'ready' && state.rows.length === 0 && (
        <Text>No support contacts are set up for your company yet.</Text>
      )}
      {state.status === 'ready' && state.rows.length > 0 && (
        <Stack component="ul" gap="md" p={0} style={{ listStyle: 'none' }} aria-label="Support contacts">
          {state.rows.map((row) => (
            <Stack component="li" key={`${row.name}|${row.email}`} gap={2}>
              <Title order={3} size="h5">
                {row.name}
              </Title>
              <Text size="sm">
                phone <Anchor href={`tel:${row.contact_numbers.replace(/[^\d+]/g, '')}`}>{row.contact_numbers}</Anchor>
              </Text>
              <Text size="sm">
                email <Anchor href={`mailto:${row.email}`}>{row.email}</Anchor>
              </Text>
              {row.instructions && (
                <Text size="sm" c="dimmed">
                  {row.instructions}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
}
