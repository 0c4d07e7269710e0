import { Alert, Box, Loader, Group, Stack, Text, Title } from '@mantine/core';
import type { LoginOk } from '../../../contract/login';
import { INSURANCE_PAYMENT_FAILED } from '../../../domain/insurance-booking-rules';
import type { InsuranceReviewQuery } from '../../../domain/insurance-query';
import { parseMinorUnits } from '../../../domain/money';
import type { insuranceMachine } from '../../../machines/insurance/insurance.machine';
import { PaymentModeChooser } from '../../payment/PaymentModeChooser';
import { ContactDetailsSection } from './ContactDetailsSection';
import { InsuranceDetailsSection } from './InsuranceDetailsSection';
import { InsuranceReviewPanel } from './InsuranceReviewPanel';
import { ReviewActions } from './ReviewActions';
import { ReviewSection } from './ReviewSection';
import { INSURANCE_CURRENCY, ReviewSummary } from './ReviewSummary';
import { TravellerDetailsSection } from './TravellerDetailsSection';
import { CustomFieldsSection } from '../../components/CustomFieldsSection';
import { TripDetailsSection } from './TripDetailsSection';
import { useInsuranceCategories } from '../insurance-api';
import { withTravellerField } from './review-form';
import { resultsInsFor } from './review-paths';
import { type ReviewOutcomes, useInsuranceReview } from './use-insurance-review';

export interface InsuranceReviewPageProps extends ReviewOutcomes {
  login: LoginOk;
  /** The raw `ins` query (the clientref's key) and its decoded form. */
  ins: string;
  query: InsuranceReviewQuery;
  approvalid: string;
  /** The card gateway sent the user back: the payment did not go through. */
  paymentFailed: boolean;
  /** The insurance machine with the review page's calls provided. */
  machine: typeof insuranceMachine;
  /** Back to the results of the search this plan came from; null when that search is unknown. */
  onBack: (resultsIns: string | null) => void;
}

/** Our words for a sent approval request, after the server's own message. */
export const APPROVER_ASKED =
  'Your approver has been asked to approve this booking. You will be notified of the decision.';

/** /insurance/book (docs/product.md#insurance-review-and-booking Insurance review page): review the priced plan, fill in travellers, go on. */
export function InsuranceReviewPage({ onBack, paymentFailed, ...props }: InsuranceReviewPageProps) {
  const review = useInsuranceReview(props);
  const { state, price, form, setForm } = review;
  const profile = props.login.profilemaster;
  const sent = state.matches('sentForApproval');
  const total = parseMinorUnits(price?.totalnet ?? props.query.totalpremium);

  // The review query carries no domestic/international flag: the price or the category says it.
  const category = useInsuranceCategories().find((c) => c.categoryid === props.query.categoryid);
  const domint = price?.insurancetype ?? category?.domint;
  // Reviewing (and paying what was reviewed): the form stays mounted, hidden, so Edit details finds it as left.
  const reviewing = state.matches('reviewing') || state.matches('paying');

  return (
    <Stack>
      <Title order={1}>Book Insurance</Title>
      {paymentFailed && !review.tried && (
        <Alert role="alert" color="red">
          {INSURANCE_PAYMENT_FAILED}
        </Alert>
      )}
      {state.matches('pricing') && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Fetching the latest price…</Text>
        </Group>
      )}
      {reviewing && price && review.paymentmode && (
        <InsuranceReviewPanel
          price={price}
          travellers={form.travellers}
          paymentmode={review.paymentmode}
          busy={review.busy}
          retry={review.paymentFailed}
          onEdit={() => review.send({ type: 'EDIT_DETAILS' })}
          onPay={() => review.send({ type: state.matches('paying') ? 'RETRY' : 'CONFIRM_PAYMENT' })}
        />
      )}
      <Box display={reviewing ? 'none' : undefined}>
        <Stack>
          <ReviewSummary query={props.query} price={price} profile={profile} categoryName={category?.description} />
          <InsuranceDetailsSection price={price} />
          <ContactDetailsSection
            contact={form.contact}
            locked={review.locked}
            onChange={(contact) => setForm((f) => ({ ...f, contact }))}
          />
          <TravellerDetailsSection
            travellers={form.travellers}
            firstLocked={review.locked}
            offerSomeoneElse={!review.nameseditable}
            forSomeoneElse={form.forSomeoneElse}
            onChange={(index, field, value) => setForm((f) => withTravellerField(f, index, field, value))}
            onSomeoneElse={(forSomeoneElse) => setForm((f) => ({ ...f, forSomeoneElse }))}
          />
          <TripDetailsSection details={review.tripDetails} profileid={profile.profileid} />
          <CustomFieldsSection form={review.customFields} />
          <ReviewSection id="payment" title="Select Payment Mode">
            <PaymentModeChooser
              totalPaise={total}
              currency={INSURANCE_CURRENCY}
              onChange={review.setPaymentmode}
              onStatus={review.setPaymentStatus}
              profileid={profile.profileid}
              corporateid={profile.corporateid}
            />
          </ReviewSection>
        </Stack>
      </Box>
      {review.error && (
        <Alert role="alert" color="red">
          {review.error}
        </Alert>
      )}
      {sent && (
        <Alert role="status" color="green" title="Sent for approval">
          {state.context.message && <Text size="sm">{state.context.message}</Text>}
          <Text size="sm">{APPROVER_ASKED}</Text>
        </Alert>
      )}
      {!reviewing && (
        <ReviewActions
          action={review.action}
          totalPaise={total}
          busy={review.busy && !state.matches('pricing')}
          disabled={!price || sent || review.busy || !review.payable}
          onBack={() => onBack(domint ? resultsInsFor(props.query, domint) : null)}
          onAction={review.submit}
        />
      )}
    </Stack>
  );
}
