import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PersonalTraveller } from '../../../contract/flights/masters';
import { emptyGuest, guestLabel, type GuestForm } from './book-form';

export interface GuestsSectionProps {
  guests: GuestForm[];
  /** The user first, then the colleagues travel staff may book for (TG-GETPERSONALTRAVELLERS). */
  travellers: PersonalTraveller[];
  /** One guest per adult of the rooms at most. */
  max: number;
  onChange: (guests: GuestForm[]) => void;
}

const TITLES = ['', 'Mr', 'Mrs', 'Ms'].map((t) => ({ value: t, label: t || 'Select' }));
const nameOf = (t: PersonalTraveller) => `${t.firstname} ${t.lastname}`.trim() + (t.isprofile ? ' (you)' : '');

/**
 * Who stays: the lead guest (the user, or a colleague travel staff pick), then the others, each a
 * colleague from the list or a name typed (a guest who is not an employee).
 */
export function GuestsSection({ guests, travellers, max, onChange }: GuestsSectionProps) {
  const set = (index: number, guest: GuestForm) => onChange(guests.map((g, i) => (i === index ? guest : g)));
  const pick = (index: number, profileid: string) => {
    const t = travellers.find((c) => c.profileid === profileid);
    set(index, t ? { profileid, title: t.title, firstname: t.firstname, lastname: t.lastname } : emptyGuest());
  };
  return (
    <Stack component="section" aria-labelledby="guests-title" gap="sm">
      <Title order={2} size="h4" id="guests-title">
        Guests
      </Title>
      <Text size="sm">
        {max === 1 ? 'One guest: the room is for one adult.' : `Up to ${max} guests: one for each adult of the rooms.`}
      </Text>
      {guests.map((g, i) => {
        const who = guestLabel(i);
        const listed = travellers.some((t) => t.profileid === g.profileid);
        return (
          <Fieldset key={i} legend={who}>
            {travellers.length > 0 && (
              <NativeSelect
                label={`${who}: who`}
                mb="xs"
                data={[
                  ...travellers.map((t) => ({ value: t.profileid, label: nameOf(t) })),
                  { value: '', label: 'Someone else (type the name)' },
                ]}
                value={listed ? g.profileid : ''}
                onChange={(e) => pick(i, e.currentTarget.value)}
              />
            )}
            {g.profileid !== '' && !listed && <Text size="sm">{`${g.title} ${g.firstname} ${g.lastname}`.trim()}</Text>}
            {g.profileid === '' && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label={`${who} title`}
                  data={TITLES}
                  value={g.title}
                  onChange={(e) => set(i, { ...g, title: e.currentTarget.value })}
                />
                <TextInput
                  label={`${who} first name`}
                  required
                  value={g.firstname}
                  onChange={(e) => set(i, { ...g, firstname: e.currentTarget.value })}
                />
                <TextInput
                  label={`${who} last name`}
                  required
                  value={g.lastname}
                  onChange={(e) => set(i, { ...g, lastname: e.currentTarget.value })}
                />
              </SimpleGrid>
            )}
            {i > 0 && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                mt="xs"
                onClick={() => onChange(guests.filter((_, j) => j !== i))}
              >
                Remove {who.toLowerCase()}
              </Button>
            )}
          </Fieldset>
        );
      })}
      {guests.length < max && (
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange([...guests, emptyGuest()])}>
            Add a guest
          </Button>
        </Group>
      )}
    </Stack>
  );
}
