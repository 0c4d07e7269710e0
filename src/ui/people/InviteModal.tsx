import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import { errorMessage } from '../../api';
import { peopleApi } from './people-api';
import { parseEmailList } from './person-form-rules';

type Outcome = Awaited<ReturnType<typeof peopleApi.invite>>;

/** Invites business travellers by email; addresses that already have an account are listed as skipped. */
export function InviteModal({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const close = () => {
    setText('');
    setError('');
    setOutcome(null);
    onClose();
  };
  const send = async () => {
    const { emails, problem } = parseEmailList(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setOutcome(await peopleApi.invite(emails));
      onInvited();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Invite by email" centered>
      {outcome ? (
        <Stack>
          <Alert color="teal" role="status">
            {outcome.ApiStatus.Message}
          </Alert>
          {outcome.skipped.length > 0 && (
            <List size="sm" aria-label="Skipped addresses">
              {outcome.skipped.map((s) => (
                <List.Item key={s.email}>
                  {s.email}: {s.reason}
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Stack>
            <Textarea
              label="Email addresses"
              description="One per line, or separated by commas. Each gets a link to set their name and password."
              autosize
              minRows={4}
              value={text}
              error={error || undefined}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Send invitations
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
