import { useEffect, useEffectEvent, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { HotelPaymentMode } from '../../../contract/hotels/booking-request';
import type { LoginOk } from '../../../contract/login';
import { RATE_MOVED_MESSAGE } from '../../../machines/hotels/hotel-booking.logic';
import type { hotelBookingMachine } from '../../../machines/hotels/hotel-booking.machine';
import type { PaymentChooserStatus } from '../../payment/PaymentModeChooser';
import { usePaymentView } from '../../payment/use-payment-view';
import { useCustomFields } from '../../components/use-custom-fields';
import { activeTripSession, endTripSession } from '../../shared/trip-session';
import { bookFormFromRequest, bookFormProblems, buildHotelBooking, initialBookForm, type HotelBookForm } from './book-form';
import { forgetHotelClientRef, hotelClientRef } from './client-ref';
import { resumedPaymentMode } from './resumed-request';
import type { BookData } from './use-book-data';

export interface BookOutcomes {
  /** Paid (wallet) or billed (company account): the voucher. */
  onBooked: (txid: string) => void;
  /** Card: the gateway's page, outside the app. */
  onGateway: (paymenturl: string) => void;
  /** Back to the hotel's page (a new price declined). */
  onBackToHotel: () => void;
}

export interface UseHotelBookingArgs extends BookOutcomes {
  login: LoginOk;
  searchid: string;
  ratekey: string;
  approvalid: string;
  /** The page's own address, where a failed card payment returns. */
  failureurl: string;
  data: BookData;
  machine: typeof hotelBookingMachine;
}

export type BookAction = 'sendForApproval' | 'addToTrip' | 'pay';

const BUSY = ['rechecking', 'sendingForApproval', 'addingToTrip', 'redirectingToGateway', 'booked'] as const;

/** The book page's state: the machine (recheck, calls), the form, and where each outcome leads. */
export function useHotelBooking({
  login,
  searchid,
  ratekey,
  approvalid,
  failureurl,
  data,
  machine,
  ...outcomes
}: UseHotelBookingArgs) {
  const profile = login.profilemaster;
  const [form, setForm] = useState<HotelBookForm>(() => initialBookForm(profile));
  const [paymentmode, setPaymentmode] = useState<HotelPaymentMode | null>(null);
  const [paymentStatus, setPaymentStatus] = useState<PaymentChooserStatus>('checking');
  const [problems, setProblems] = useState<string[]>([]);
  const [state, send] = useMachine(machine, {
    input: {
      ratekey,
      policy: data.rate.policy ?? null,
      tripid: activeTripSession(profile.profileid)?.tripid ?? '',
      approvalid,
    },
  });
  const { context } = state;
  const payment = usePaymentView(state.children.payment);
  const customFields = useCustomFields('hotelbooking');

  // Resumed with an approval: the form comes back as it was sent, once, while rendering the answer;
  // the payment mode picked then goes to the chooser, which takes it only if it is still offered.
  const [refilled, setRefilled] = useState(false);
  if (context.resumed && !refilled) {
    setRefilled(true);
    setForm(bookFormFromRequest(context.resumed, profile, data.travellers));
    for (const [fieldid, value] of Object.entries(context.resumed.customfields ?? {})) customFields.setAnswer(fieldid, value);
  }

  const finished = (['booked', 'redirectingToGateway', 'addedToTrip', 'wentBack'] as const).find((s) =>
    state.matches(s),
  );
  const finish = useEffectEvent(() => {
    if (finished === 'booked') {
      forgetHotelClientRef(ratekey);
      outcomes.onBooked(context.txid);
    } else if (finished === 'redirectingToGateway') outcomes.onGateway(context.paymenturl);
    else if (finished === 'addedToTrip') endTripSession();
    else outcomes.onBackToHotel();
  });
  useEffect(() => {
    if (finished) finish();
  }, [finished]);

  // bookhotel's own recheck refused (409): check the rate again, which shows the new price or the room gone.
  const rateMoved = payment.failed && payment.error === RATE_MOVED_MESSAGE;
  useEffect(() => {
    if (rateMoved) send({ type: 'RECHECK' });
  }, [rateMoved, send]);

  const policy = data.rate.policy;
  const outOfPolicy = policy ? !policy.inpolicy : false;
  const action: BookAction =
    context.tripid !== '' ? 'addToTrip' : policy?.needsapproval && approvalid === '' ? 'sendForApproval' : 'pay';
  // Paying needs a mode the chooser allows; a request for approval waits for the chooser's pick (kept
  // for the resumed page, paid later); a trip's stay is paid with the trip.
  const payable =
    action === 'addToTrip' ||
    (action === 'sendForApproval' ? paymentStatus !== 'checking' : paymentmode !== null && paymentStatus === 'ready');

  function submit() {
    const found = bookFormProblems(form, outOfPolicy);
    const custom = action !== 'addToTrip' ? customFields.validate() : null;
    if (custom) found.push(custom);
    setProblems(found);
    if (found.length > 0 || !payable) return;
    const booking = buildHotelBooking({
      form,
      profile,
      ratekey: context.ratekey,
      searchid,
      customfields: customFields.answers,
      // Billed to the company with the trip, or when no mode can pay a stay sent for approval.
      paymentmode: action !== 'addToTrip' && paymentmode ? paymentmode : 'company',
      clientref: hotelClientRef(ratekey),
      tripid: context.tripid,
      approvalid,
      failureurl,
    });
    if (action === 'addToTrip') send({ type: 'ADD_TO_TRIP', booking });
    else if (action === 'sendForApproval') send({ type: 'SEND_FOR_APPROVAL', booking });
    else send({ type: 'PROCEED_TO_PAYMENT', booking });
  }

  return {
    state,
    send,
    form,
    setForm,
    problems,
    outOfPolicy,
    action,
    payable,
    paymentmode,
    setPaymentmode,
    /** The mode a resumed approval was sent with ('' for none). */
    keptPaymentMode: resumedPaymentMode(context.resumed),
    setPaymentStatus,
    customFields,
    paymentFailed: payment.failed,
    /** The last call's failure ('' once a new one starts). */
    error: context.error || (rateMoved ? '' : payment.error),
    busy: payment.busy || BUSY.some((s) => state.matches(s)),
    submit,
  };
}
