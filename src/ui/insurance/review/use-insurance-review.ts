import { useEffect, useEffectEvent, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { LoginOk } from '../../../contract/login';
import type { InsurancePaymentMode } from '../../../contract/insurance/booking-request';
import {
  firstInsuranceBookingError,
  identityFieldsLocked,
  insuranceReviewAction,
} from '../../../domain/insurance-booking-rules';
import type { InsuranceReviewQuery } from '../../../domain/insurance-query';
import type { insuranceMachine } from '../../../machines/insurance/insurance.machine';
import type { PaymentChooserStatus } from '../../payment/PaymentModeChooser';
import { usePaymentView } from '../../payment/use-payment-view';
import { activeTripSession, endTripSession } from '../../shared/trip-session';
import { INSURANCE_CHANNEL } from '../../../contract/custom-fields/channels';
import { useCustomFields } from '../../components/use-custom-fields';
import { buildBookingDraft } from './booking-request';
import { clientRefFor, forgetClientRef } from '../client-ref';
import { loadNamesEditable } from './review-api';
import { type InsuranceReviewForm, initialReviewForm } from './review-form';
import { reviewPagePath } from './review-paths';
import { useInsuranceTripDetails } from './use-insurance-trip-details';

export interface ReviewOutcomes {
  /** Paid from the wallet: the e-ticket. */
  onBooked: (txid: string) => void;
  /** Card: the gateway's page, outside the app. */
  onGateway: (paymenturl: string) => void;
  onAddedToTrip: (tripid: string) => void;
}

export interface UseInsuranceReviewArgs extends ReviewOutcomes {
  login: LoginOk;
  ins: string;
  query: InsuranceReviewQuery;
  approvalid: string;
  machine: typeof insuranceMachine;
}

const BUSY_STATES = ['pricing', 'sendingForApproval', 'addingToTrip', 'redirectingToGateway', 'booked', 'addedToTrip'] as const;

/** The review page's state: the machine (price, calls), the form, and where each outcome leads. */
export function useInsuranceReview({ login, ins, query, approvalid, machine, ...outcomes }: UseInsuranceReviewArgs) {
  const profile = login.profilemaster;
  const [form, setForm] = useState<InsuranceReviewForm>(() => initialReviewForm(query, profile));
  // Unknown until the chooser has read the wallet balance and the company's allowed modes.
  const [paymentmode, setPaymentmode] = useState<InsurancePaymentMode | null>(null);
  const [paymentStatus, setPaymentStatus] = useState<PaymentChooserStatus>('checking');
  const [invalid, setInvalid] = useState('');
  const [tried, setTried] = useState(false);
  const [nameseditable, setNameseditable] = useState(login.serviceconfig.nameseditable);
  const [state, send] = useMachine(machine, {
    input: { entry: 'review', query, tripid: activeTripSession(profile.profileid)?.tripid ?? '', approvalid },
  });
  const { context } = state;
  const payment = usePaymentView(state.children.payment);
  const tripDetails = useInsuranceTripDetails(profile, query, context.tripid);

  useEffect(() => {
    let live = true;
    void loadNamesEditable(profile.corporateid, login.serviceconfig.nameseditable).then((editable) => {
      if (live) setNameseditable(editable);
    });
    return () => {
      live = false;
    };
  }, [profile.corporateid, login.serviceconfig.nameseditable]);

  const finished = state.matches('booked') || state.matches('redirectingToGateway') || state.matches('addedToTrip');
  // The route's latest callbacks, run once when the flow reaches a final state.
  const finish = useEffectEvent(() => {
    if (state.matches('booked')) {
      forgetClientRef(ins);
      outcomes.onBooked(context.txid);
    } else if (state.matches('redirectingToGateway')) {
      outcomes.onGateway(context.paymenturl);
    } else {
      endTripSession();
      outcomes.onAddedToTrip(context.tripid);
    }
  });
  useEffect(() => {
    if (finished) finish();
  }, [finished]);

  const action = insuranceReviewAction({
    tripSessionActive: context.tripid !== '',
    approvalrequired: context.price?.approvalrequired ?? false,
    // The page's own approval id: once a request is sent, its button stays (disabled) as it was.
    approvalid,
  });

  // Paying needs a mode the chooser allows; approval and trip requests are paid later.
  const payable = action !== 'proceedToPayment' || (paymentmode !== null && paymentStatus === 'ready');

  const customFields = useCustomFields(INSURANCE_CHANNEL);

  function submit() {
    // The company's insurance booking custom fields (docs/features/custom-fields.md); a trip asks its own on create.
    const customProblem = action !== 'addToTrip' ? customFields.validate() : null;
    if (customProblem) {
      setInvalid(customProblem);
      return;
    }
    // The company's required details first, before the review step (so nothing is charged without
    // them): each shows by its field and the page takes the user to the first. A trip has its own.
    if (action !== 'addToTrip' && !tripDetails.check()) {
      setInvalid('');
      return;
    }
    const problem = firstInsuranceBookingError(form.travellers, form.contact);
    setInvalid(problem ?? '');
    if (problem || !context.price || !payable) return;
    setTried(true);
    const built = buildBookingDraft({
      profile,
      price: context.price,
      form,
      tripDetails: tripDetails.booking,
      paymentmode: paymentmode ?? 'cashcard',
      tripid: context.tripid,
      approvalid,
      clientref: clientRefFor(ins),
      failureurl: reviewPagePath(ins, approvalid),
      insquery: ins,
    });
    const booking = action !== 'addToTrip' ? { ...built, customfields: customFields.answers } : built;
    if (action === 'addToTrip') send({ type: 'ADD_TO_TRIP', booking });
    else if (action === 'sendForApproval') send({ type: 'SEND_FOR_APPROVAL', booking });
    else send({ type: 'PROCEED_TO_PAYMENT', booking });
  }

  const locked = identityFieldsLocked({ nameseditable, forSomeoneElse: form.forSomeoneElse });
  return {
    state,
    send,
    paymentmode,
    /** A refused payment: the review's button sends the same booking again. */
    paymentFailed: payment.failed,
    price: context.price,
    form,
    setForm,
    tripDetails,
    setPaymentmode,
    setPaymentStatus,
    payable,
    action,
    locked,
    nameseditable,
    tried,
    /** The message to show: the form's first problem, else the last call's failure. */
    error: invalid || context.error || payment.error,
    busy: payment.busy || BUSY_STATES.some((s) => state.matches(s)),
    customFields,
    submit,
  };
}
