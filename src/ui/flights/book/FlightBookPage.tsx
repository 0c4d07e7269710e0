import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { LoginOk } from '../../../contract/login';
import { FlightExtrasPicker } from '../extras/FlightExtrasPicker';
import { SeatsDisclosure } from '../extras/SeatsDisclosure';
import { BookActions } from './BookActions';
import { PAYMENT_FAILED } from './booking-checks';
import { travellerLabels } from './booking-form';
import { CustomFieldsSection } from '../../components/CustomFieldsSection';
import { ContactSection } from './ContactSection';
import { FareChangeNotice, fareChangeText, UnavailableNotice } from './FareChangeNotice';
import { FlightReviewPanel } from './FlightReviewPanel';
import { FlightSummarySection } from './FlightSummarySection';
import { FlightVisaCheck } from './FlightVisaCheck';
import { GstSection } from './GstSection';
import { PaymentSection } from './PaymentSection';
import { BookSection } from './BookSection';
import { TravellersSection } from './TravellersSection';
import { TripDetailsSection } from './TripDetailsSection';
import { type BookOutcomes, useFlightBooking } from './use-flight-booking';
import type { bookMachine } from './book-machine-calls';

export interface FlightBookPageProps extends BookOutcomes {
  login: LoginOk;
  rid: string;
  farekeys: string[];
  approvalid: string;
  /** The card gateway sent the user back: the payment did not go through. */
  paymentFailed: boolean;
  machine: typeof bookMachine;
  onBack: () => void;
  /** The fares cannot be booked (or the user declines a new fare): a new search. */
  onSearchAgain: () => void;
}

/** Our words for a sent approval request, after the server's own message. */
export const APPROVER_ASKED =
  'Your approver has been asked to approve this booking. You will be notified of the decision.';

/** /flights/book: the re-priced fares, travellers, add-ons, GST, trip details, payment; then book, ask, or add to a trip. */
export function FlightBookPage({ onBack, onSearchAgain, paymentFailed, ...props }: FlightBookPageProps) {
  const b = useFlightBooking(props);
  const { state, price, form } = b;
  const profile = props.login.profilemaster;
  const sent = state.matches('sentForApproval');
  const done = sent || state.matches('unavailable');
  const fareWaits = state.matches('fareChanged');
  const change = state.context.fareChange;
  const locked = !props.login.serviceconfig.nameseditable;
  // Reviewing (and paying what was reviewed): the form stays mounted, hidden, so Edit details finds it as left.
  const reviewing = state.matches('reviewing') || state.matches('paying');

  return (
    <Stack>
      <Title order={1}>Book Flight</Title>
      {paymentFailed && !b.tried && (
        <Alert role="alert" color="red">
          {PAYMENT_FAILED}
        </Alert>
      )}
      {state.matches('repricing') && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Fetching the latest fare…</Text>
        </Group>
      )}
      {state.matches('unavailable') && (
        <UnavailableNotice message={state.context.unavailable} onSearchAgain={onSearchAgain} />
      )}
      {state.matches('repriceFailed') && (
        <Alert role="alert" color="red">
          <Text size="sm">{state.context.error}</Text>
          <Button mt="sm" variant="default" onClick={() => b.send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Alert>
      )}
      {fareWaits && change && (
        <FareChangeNotice
          change={change}
          onAccept={() => b.send({ type: 'ACCEPT_FARE' })}
          onSearchAgain={onSearchAgain}
        />
      )}
      {!fareWaits && change && (
        <Text size="sm" c="dimmed">
          {`${fareChangeText(change)} You accepted the new fare.`}
        </Text>
      )}
      {price && form && price.domint === 'international' && !done && <FlightVisaCheck fares={price.fares} travellers={form.travellers} />}
      {price && form && reviewing && b.paymentmode && (
        <FlightReviewPanel
          price={price}
          travellers={form.travellers}
          faresPaise={b.faresPaise}
          extrasPaise={b.extrasPaise}
          discountPaise={b.promo.discountPaise}
          promocode={b.promo.applied}
          totalPaise={b.totalPaise}
          paymentmode={b.paymentmode}
          busy={b.busy}
          retry={b.paymentFailed}
          onEdit={() => b.send({ type: 'EDIT_DETAILS' })}
          onPay={() => b.send({ type: state.matches('paying') ? 'RETRY' : 'CONFIRM_PAYMENT' })}
        />
      )}
      {price && form && !state.matches('unavailable') && (
        <Box display={reviewing ? 'none' : undefined}>
          <Stack>
            <FlightSummarySection fares={price.fares} totalfare={price.totalfare} user={profile} />
            <TravellersSection
              form={form}
              setForm={b.setForm}
              international={price.domint === 'international'}
              pickable={b.masters.travellers}
              ownNamesLocked={locked}
              ownProfileid={profile.profileid}
            />
            <BookSection id="addons" title="Add-ons">
              <SeatsDisclosure chosen={b.extras.length}>
                <FlightExtrasPicker
                  fares={price.fares}
                  travellers={travellerLabels(form.travellers).map((label, i) => ({
                    label,
                    paxtype: form.travellers[i]!.paxtype,
                  }))}
                  value={b.extras}
                  onChange={b.setExtras}
                />
              </SeatsDisclosure>
            </BookSection>
            <GstSection gst={form.gst} onChange={(gst) => b.setForm((f) => ({ ...f, gst }))} />
            <TripDetailsSection
              trip={form.trip}
              onChange={(trip) => b.setForm((f) => ({ ...f, trip }))}
              masters={b.masters}
              price={price}
              otherReasonNeeded={b.otherReasonNeeded}
              user={profile}
              required={b.masters.required}
              errors={b.detailErrors}
            />
            <CustomFieldsSection form={b.customFields} />
            <ContactSection contact={form.contact} onChange={(contact) => b.setForm((f) => ({ ...f, contact }))} />
            <PaymentSection
              faresPaise={b.faresPaise}
              extrasPaise={b.extrasPaise}
              totalPaise={b.totalPaise}
              promo={b.promo}
              profile={profile}
              onMode={b.setPaymentmode}
              onStatus={b.setPaymentStatus}
            />
          </Stack>
        </Box>
      )}
      {b.error && !state.matches('repriceFailed') && (
        <Alert role="alert" color="red">
          {b.error}
          {b.paymentFailed && (
            <Button display="block" mt="sm" variant="default" onClick={() => b.send({ type: 'REPRICE' })}>
              Check the latest fare
            </Button>
          )}
        </Alert>
      )}
      {sent && (
        <Alert role="status" color="green" title="Sent for approval">
          {state.context.message && <Text size="sm">{state.context.message}</Text>}
          <Text size="sm">{APPROVER_ASKED}</Text>
        </Alert>
      )}
      {!reviewing && (
        <BookActions
          totalPaise={b.totalPaise}
          approval={b.approval}
          busy={b.busy && !state.matches('repricing')}
          disabled={!price || done || fareWaits || b.busy || !b.payable}
          tripDisabled={!price || done || fareWaits || b.busy}
          trips={b.masters.trips}
          tripid={b.tripid}
          onTrip={b.setTripid}
          onBack={onBack}
          onMain={() => b.submit('pay')}
          onAddToTrip={() => b.submit('trip')}
        />
      )}
    </Stack>
  );
}
