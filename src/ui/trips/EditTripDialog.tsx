import { Modal } from '@mantine/core';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import { type TripAuthor, queueTripDetails } from '../../db/trips-drafts';
import { syncTripChanges } from '../../db/trips-sync';
import { TripForm } from './TripForm';
import { TRIP_FAILURE } from '../shared/trip-errors';
import { tripFormValues } from './trip-form';

export interface EditTripDialogProps {
  user: TripAuthor;
  trip: CorporateTripWire;
  onSaved: () => void;
  onClose: () => void;
}

/** 'Edit details' of a draft or pending trip: queued as updatetripdetails, like every drafting change. */
export function EditTripDialog({ user, trip, onSaved, onClose }: EditTripDialogProps) {
  return (
    <Modal opened onClose={onClose} title="Edit trip details" size="xl">
      <TripForm
        user={user}
        tripid={trip.tripid}
        initial={tripFormValues(trip)}
        label="Edit trip details"
        submitLabel="Save changes"
        onCancel={onClose}
        onSubmit={async (input) => {
          // Who travels is not edited here: the record keeps its traveller and fellow travellers.
          const fellows = trip.travellers
            .map((t) => t.travellerprofileid)
            .filter((id) => id !== trip.traveller_profileid);
          try {
            await queueTripDetails(user.profileid, trip.tripid, {
              ...input,
              traveller_profileid: trip.traveller_profileid,
              travellers: fellows,
            });
          } catch {
            return TRIP_FAILURE.update;
          }
          void syncTripChanges(user.profileid);
          onSaved();
          return null;
        }}
      />
    </Modal>
  );
}
