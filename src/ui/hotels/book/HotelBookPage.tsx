import { Alert, Box, List, Stack, Text, Textarea, Title } from '@mantine/core';
import type { LoginOk } from '../../../contract/login';
import { parseMinorUnits } from '../../../domain/money';
import type { hotelBookingMachine } from '../../../machines/hotels/hotel-booking.machine';
import { CustomFieldsSection } from '../../components/CustomFieldsSection';
import { PaymentModeChooser } from '../../payment/PaymentModeChooser';
import { POLICY_REASON_LABEL } from './book-form';
import { HOTEL_CURRENCY } from './book-money';
import { BookActionBar } from './BookActionBar';
import {
  AddedToTrip,
  CheckingPrice,
  RecheckFailed,
  SentForApproval,
  SoldOut,
  WaitingForNetwork,
} from './BookOutcomeNotices';
import { GuestsSection } from './GuestsSection';
import { HotelGstSection } from './HotelGstSection';
import { HotelReviewPanel } from './HotelReviewPanel';
import { PriceChangedNotice } from './PriceChangedNotice';
import { StaySummary } from './StaySummary';
import type { BookData } from './use-book-data';
import { type BookOutcomes, useHotelBooking } from './use-hotel-booking';

export interface HotelBookPageProps extends BookOutcomes {
  login: LoginOk;
  searchid: string;
  ratekey: string;
  approvalid: string;
  /** The card gateway sent the user back: the payment did not go through. */
  paymentFailed: boolean;
  failureurl: string;
  data: BookData;
  machine: typeof hotelBookingMachine;
}

export const CARD_PAYMENT_FAILED = 'The card payment did not go through. Nothing was charged; you may try again.';
export const PAY_AFTER_APPROVAL = 'You pay once the stay is approved. Your choice is kept for then.';

/** /hotels/book (docs/features/hotels.md "Screens", booking screen): the stay rechecked, guests, GST, payment. */
export function HotelBookPage({ paymentFailed, ...props }: HotelBookPageProps) {
  const b = useHotelBooking(props);
  const { state, form, setForm } = b;
  const { context } = state;
  const profile = props.login.profilemaster;
  const rate = context.rate ?? props.data.rate;
  const reviewing = state.matches('reviewing') || state.matches('paying');
  const closed = (['sentForApproval', 'addedToTrip', 'soldOut', 'wentBack'] as const).some((s) => state.matches(s));
  const adults = props.data.stay.rooms.reduce((n, r) => n + r.adults, 0);

  return (
    <Stack pb="md">
      <Title order={1}>Book your stay</Title>
      {paymentFailed && !context.booking && (
        <Alert role="alert" color="red">
          {CARD_PAYMENT_FAILED}
        </Alert>
      )}
      {state.matches('rechecking') && <CheckingPrice />}
      {state.matches('waitingForNetwork') && <WaitingForNetwork onRetry={() => b.send({ type: 'RETRY' })} />}
      {state.matches('recheckFailed') && (
        <RecheckFailed error={context.error} onRetry={() => b.send({ type: 'RETRY' })} />
      )}
      {state.matches('priceChanged') && context.offered && (
        <PriceChangedNotice
          previoustotal={context.previoustotal}
          offered={context.offered}
          onAccept={() => b.send({ type: 'ACCEPT_PRICE' })}
          onBack={() => b.send({ type: 'GO_BACK' })}
        />
      )}
      {state.matches('soldOut') && <SoldOut onBack={props.onBackToHotel} />}
      {state.matches('sentForApproval') && <SentForApproval message={context.message} />}
      {state.matches('addedToTrip') && <AddedToTrip tripid={context.tripid} />}
      {reviewing && b.paymentmode && (
        <HotelReviewPanel
          hotelname={props.data.hotel.name}
          rate={rate}
          guests={form.guests}
          paymentmode={b.paymentmode}
          busy={b.busy}
          retry={b.paymentFailed}
          onEdit={() => b.send({ type: 'EDIT_DETAILS' })}
          onPay={() => b.send({ type: state.matches('paying') ? 'RETRY' : 'CONFIRM_PAYMENT' })}
        />
      )}
      {/* Hidden while reviewing, so Edit details finds the form as it was left. */}
      <Box display={reviewing || closed ? 'none' : undefined}>
        <Stack>
          <StaySummary data={props.data} rate={rate} />
          {b.outOfPolicy && (
            <Textarea
              label={POLICY_REASON_LABEL}
              required
              minRows={2}
              maxLength={300}
              value={form.policyreason}
              onChange={(e) => {
                const policyreason = e.currentTarget.value;
                setForm((f) => ({ ...f, policyreason }));
              }}
            />
          )}
          <GuestsSection
            guests={form.guests}
            travellers={props.data.travellers}
            max={adults}
            onChange={(guests) => setForm((f) => ({ ...f, guests }))}
          />
          <HotelGstSection gst={form.gst} onChange={(gst) => setForm((f) => ({ ...f, gst }))} />
          <CustomFieldsSection form={b.customFields} />
          {b.action !== 'addToTrip' && (
            <Stack component="section" aria-labelledby="payment-title" gap="sm">
              <Title order={2} size="h4" id="payment-title">
                Payment mode
              </Title>
              {b.action === 'sendForApproval' && <Text size="sm">{PAY_AFTER_APPROVAL}</Text>}
              <PaymentModeChooser
                totalPaise={parseMinorUnits(rate.total.total)}
                currency={HOTEL_CURRENCY}
                onChange={b.setPaymentmode}
                onStatus={b.setPaymentStatus}
                profileid={profile.profileid}
                corporateid={profile.corporateid}
                preferred={b.keptPaymentMode || null}
              />
            </Stack>
          )}
        </Stack>
      </Box>
      {b.problems.length > 0 && !closed && (
        <Alert role="alert" color="red" title="Please correct these first">
          <List size="sm">
            {b.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {b.error && !state.matches('recheckFailed') && (
        <Alert role="alert" color="red">
          {b.error}
        </Alert>
      )}
      {!reviewing && !closed && (
        <BookActionBar
          action={b.action}
          total={rate.total.total}
          busy={b.busy}
          disabled={!state.matches('review') || !b.payable}
          onAction={b.submit}
        />
      )}
    </Stack>
  );
}
