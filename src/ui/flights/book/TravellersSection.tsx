import { Text } from '@mantine/core';
import type { PersonalTraveller } from '../../../contract/flights/masters';
import { BookSection } from './BookSection';
import { type FlightBookForm, pickedTraveller, type TravellerField, withTraveller } from './booking-form';
import { TravellerFieldset } from './TravellerFieldset';

export interface TravellersSectionProps {
  form: FlightBookForm;
  setForm: (update: (f: FlightBookForm) => FlightBookForm) => void;
  international: boolean;
  pickable: PersonalTraveller[];
  /** The company does not let users change their own names (docs/product.md#validation-rules). */
  ownNamesLocked: boolean;
  ownProfileid: string;
}

/** 'Traveller Details': as many travellers as REPRICE counts, adults then children then infants. */
export function TravellersSection({
  form,
  setForm,
  international,
  pickable,
  ownNamesLocked,
  ownProfileid,
}: TravellersSectionProps) {
  const colleagues = pickable.some((t) => !t.isprofile);
  return (
    <BookSection id="travellers" title="Traveller Details">
      {colleagues && <Text size="sm">As travel staff you may book for a colleague: pick them as traveller 1.</Text>}
      {form.travellers.map((t, index) => (
        <TravellerFieldset
          key={index}
          n={index + 1}
          traveller={t}
          international={international}
          pickable={pickable}
          namesLocked={ownNamesLocked && t.profileid === ownProfileid}
          onField={(field: TravellerField, value) =>
            setForm((f) => withTraveller(f, index, { ...f.travellers[index]!, [field]: value }))
          }
          onPick={(picked) =>
            setForm((f) => {
              const slot = f.travellers[index]!;
              const next = picked
                ? pickedTraveller(slot.paxtype, picked)
                : {
                    ...slot,
                    profileid: '',
                    title: '',
                    firstname: '',
                    lastname: '',
                    gender: '',
                    dob: '',
                    email: '',
                    mobile: '',
                    passportnumber: '',
                    passportexpiry: '',
                    nationality: '',
                  };
              return withTraveller(f, index, next);
            })
          }
        />
      ))}
    </BookSection>
  );
}
