import { useEffect, useEffectEvent, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { ExtraSelection, FlightBookingRequest, FlightPaymentMode } from '../../../contract/flights/booking';
import { needsApproval } from '../../../machines/flights/flight-booking.logic';
import type { PaymentChooserStatus } from '../../payment/PaymentModeChooser';
import { usePaymentView } from '../../payment/use-payment-view';
import { activeTripSession, endTripSession } from '../../shared/trip-session';
import { firstBookingProblem } from './booking-checks';
import { buildFlightBooking } from './booking-draft';
import { type FlightBookForm, formFromRequest, initialBookForm, withOwnPassport } from './booking-form';
import { withTripBilling } from './trip-billing';
import { useBookMasters } from './book-masters';
import { bookPagePath, selectedOf } from './book-query';
import { flightClientRef, forgetFlightClientRef } from './client-ref';
import { usePromo } from './use-promo';
import { approvedRequest } from './book-api';
import { paiseOf, payablePaise } from './book-money';
import { useRequiredDetails } from './use-required-details';
import { BUSY, type UseFlightBookingArgs } from './book-outcomes';
import { useCustomFields } from '../../components/use-custom-fields';

export type { BookOutcomes } from './book-outcomes';

/** The book page's state: the machine (price, calls), the form, the extras and promo, the outcomes. */
export function useFlightBooking({
  login,
  rid,
  farekeys,
  approvalid,
  machine,
  priceHoldMs,
  ...outcomes
}: UseFlightBookingArgs) {
  const profile = login.profilemaster;
  const [state, send] = useMachine(machine, {
    input: { responseid: rid, selected: selectedOf(farekeys), approvalid, ...(priceHoldMs ? { priceHoldMs } : {}) },
  });
  const { context } = state;
  const payment = usePaymentView(state.children.payment);
  const price = context.price;
  const segments = price?.fares.flatMap((f) => f.offer.segments) ?? [];
  const travelDay = segments[0]?.departure.slice(0, 10) ?? '';
  const lastDay = segments.at(-1)?.arrival.slice(0, 10) ?? travelDay;
  const masters = useBookMasters(profile, travelDay, lastDay);

  // The form opens once REPRICE has counted the travellers; until the user edits, it follows the masters.
  const [edited, setEdited] = useState<FlightBookForm | null>(null);
  const own = masters.travellers.find((t) => t.isprofile);
  const [tripid, setTripid] = useState(() => activeTripSession(profile.profileid)?.tripid ?? '');
  const ofTrip = masters.trips.find((t) => t.tripid === tripid);
  const form = edited ?? (price ? withTripBilling(withOwnPassport(initialBookForm(price, profile), own), ofTrip) : null);
  const setForm = (update: (f: FlightBookForm) => FlightBookForm) =>
    setEdited((prev) => {
      const from = prev ?? form;
      return from ? update(from) : prev;
    });

  const [extras, setExtras] = useState<ExtraSelection[]>([]);
  const [extrasPaise, setExtrasPaise] = useState(0n);
  const [paymentmode, setPaymentmode] = useState<FlightPaymentMode | null>(null);
  const [paymentStatus, setPaymentStatus] = useState<PaymentChooserStatus>('checking');
  const [invalid, setInvalid] = useState('');
  const [tried, setTried] = useState(false);

  const faresPaise = paiseOf(price?.totalfare);
  const promo = usePromo({ responseid: rid, selected: context.selected, basePaise: faresPaise + extrasPaise });
  const totalPaise = payablePaise(faresPaise, extrasPaise, promo.discountPaise);

  // Resumed with an approval: the form, add-ons and promo code as they were sent for approval.
  const restore = useEffectEvent((request: FlightBookingRequest) => {
    if (!price) return;
    const restored = formFromRequest(request, withOwnPassport(initialBookForm(price, profile), own));
    if (!restored) return;
    setEdited((prev) => prev ?? restored);
    const extrasTotal = paiseOf(request.extrastotal);
    setExtras(request.extras);
    setExtrasPaise(extrasTotal);
    if (request.promocode) void promo.applyCode(request.promocode, faresPaise + extrasTotal);
  });
  const priced = price !== null;
  useEffect(() => {
    if (!approvalid || !priced) return;
    let live = true;
    void approvedRequest(approvalid).then((request) => {
      if (live && request) restore(request);
    });
    return () => {
      live = false;
    };
  }, [approvalid, priced]);

  const finished = state.matches('booked') || state.matches('redirectingToGateway') || state.matches('addedToTrip');
  const finish = useEffectEvent(() => {
    if (state.matches('booked')) {
      forgetFlightClientRef(rid, farekeys);
      outcomes.onBooked(context.txid || context.tgbookingref);
    } else if (state.matches('redirectingToGateway')) {
      outcomes.onGateway(context.paymenturl);
    } else {
      if (activeTripSession(profile.profileid)?.tripid === context.booking?.jsondata.tripid) endTripSession();
      outcomes.onAddedToTrip(context.booking?.jsondata.tripid ?? '');
    }
  });
  useEffect(() => {
    if (finished) finish();
  }, [finished]);

  const approval = needsApproval(price, approvalid);
  const payable = approval || (paymentmode !== null && paymentStatus === 'ready');
  const reason = masters.reasons.find((r) => r.id === form?.trip.reason);
  const project = masters.projects.find((p) => p.projectid === form?.trip.projectid);
  const details = useRequiredDetails(masters.required, form?.trip, project);
  const customFields = useCustomFields('flightbooking');

  function submit(kind: 'pay' | 'trip') {
    if (!form || !price) return;
    // The company's flightbooking custom fields (docs/features/custom-fields.md); a trip asks its own on create.
    const customProblem = kind === 'pay' ? customFields.validate() : null;
    if (customProblem) {
      setInvalid(customProblem);
      return;
    }
    // The company's required details first (src/domain/required-trip-details.ts): each shows next to
    // its field and the page takes the user to the first; a trip has its own purpose, so not for Add to Trip.
    if (kind === 'pay' && !details.check()) {
      setInvalid('');
      return;
    }
    const problem = firstBookingProblem(form, {
      domint: price.domint,
      reasonrequired: price.reasonrequired,
      travelDay,
      otherReasonNeeded: reason?.isother ?? false,
    });
    setInvalid(problem ?? '');
    if (problem || (kind === 'pay' && !payable)) return;
    setTried(true);
    const built = buildFlightBooking({
      profile,
      responseid: rid,
      selected: context.selected,
      price,
      form,
      extras,
      extrasPaise,
      promocode: promo.applied,
      paymentmode: paymentmode ?? 'cashcard',
      tripid: kind === 'trip' ? tripid : '',
      approvalid,
      clientref: flightClientRef(rid, farekeys),
      project,
      failureurl: bookPagePath(rid, farekeys, approvalid),
    });
    const booking = kind === 'pay' ? { ...built, jsondata: { ...built.jsondata, customfields: customFields.answers } } : built;
    if (kind === 'trip') send({ type: 'ADD_TO_TRIP', booking });
    else if (approval) send({ type: 'SEND_FOR_APPROVAL', booking });
    else send({ type: 'PROCEED_TO_PAYMENT', booking });
  }

  return {
    state,
    send,
    price,
    form,
    setForm,
    masters,
    extras,
    setExtras: (selection: ExtraSelection[], paise: bigint) => {
      setExtras(selection);
      setExtrasPaise(paise);
    },
    extrasPaise,
    faresPaise,
    totalPaise,
    promo,
    setPaymentmode,
    setPaymentStatus,
    tripid,
    setTripid,
    approval,
    payable,
    tried,
    otherReasonNeeded: reason?.isother ?? false,
    /** The required trip details still on "Select", once the user tried to go on. */
    detailErrors: details.errors,
    paymentmode,
    /** The form's first problem, else the last call's failure. */
    error: invalid || context.error || payment.error,
    /** A refused booking: RETRY, or REPRICE for the price the server named. */
    paymentFailed: payment.failed,
    busy: payment.busy || BUSY.some((s) => state.matches(s)),
    customFields,
    submit,
  };
}
