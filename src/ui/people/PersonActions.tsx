import { Button, Group } from '@mantine/core';
import type { PersonLite } from '../../contract/people/person-fields';
import { personName } from './people-labels';

export interface PersonActionHandlers {
  onEdit: (p: PersonLite) => void;
  onResend: (p: PersonLite) => void;
  onDeactivate: (p: PersonLite) => void;
  onReactivate: (p: PersonLite) => void;
}

/** A row's buttons; each names the person, so a screen reader (and a test) tells the rows apart. */
export function PersonActions({ person: p, self, ...on }: { person: PersonLite; self: boolean } & PersonActionHandlers) {
  const who = personName(p);
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => on.onEdit(p)} aria-label={`Edit role of ${who}`}>
        Edit role
      </Button>
      {p.status === 'pending' && (
        <Button size="xs" variant="light" onClick={() => on.onResend(p)} aria-label={`Resend activation to ${who}`}>
          Resend activation
        </Button>
      )}
      {p.status === 'deactivated' ? (
        <Button size="xs" variant="light" onClick={() => on.onReactivate(p)} aria-label={`Reactivate ${who}`}>
          Reactivate
        </Button>
      ) : (
        !self && (
          <Button size="xs" variant="light" color="red" onClick={() => on.onDeactivate(p)} aria-label={`Deactivate ${who}`}>
            Deactivate
          </Button>
        )
      )}
    </Group>
  );
}
