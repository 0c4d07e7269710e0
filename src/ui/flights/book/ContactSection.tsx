import { SimpleGrid, TextInput } from '@mantine/core';
import { numericMobile } from '../../../domain/insurance-booking-rules';
import { BookSection } from './BookSection';
import type { FlightBookForm } from './booking-form';

type Contact = FlightBookForm['contact'];

/** 'Contact Details': where the e-ticket and updates go; the mobile keeps digits only. */
export function ContactSection({ contact, onChange }: { contact: Contact; onChange: (contact: Contact) => void }) {
  return (
    <BookSection id="contact" title="Contact Details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Contact Email"
          type="email"
          autoComplete="email"
          value={contact.email}
          onChange={(e) => onChange({ ...contact, email: e.currentTarget.value })}
        />
        <TextInput
          label="Contact Mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          value={contact.mobile}
          onChange={(e) => onChange({ ...contact, mobile: numericMobile(e.currentTarget.value) })}
        />
      </SimpleGrid>
    </BookSection>
  );
}
