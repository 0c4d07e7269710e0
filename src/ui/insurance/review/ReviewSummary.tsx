import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ProfileMaster } from '../../../contract/login';
import type { InsurancePriceResult } from '../../../contract/insurance/operations';
import { formatDateRange } from '../../../domain/format';
import type { InsuranceReviewQuery } from '../../../domain/insurance-query';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { PolicyBadge } from '../../components/PolicyBadge';
import { ReviewSection } from './ReviewSection';

/** Insurer amounts are rupees whatever the user's base currency (docs/features/insurance.md). */
export const INSURANCE_CURRENCY = 'INR';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/** 'Review Your Insurance': the priced plan; the query's figures stand in until the price arrives. */
export function ReviewSummary({
  query,
  price,
  profile,
  categoryName,
}: {
  query: InsuranceReviewQuery;
  price: InsurancePriceResult | null;
  profile: ProfileMaster;
  /** The category's description ('Asia') once the categories are read; its code until then. */
  categoryName?: string;
}) {
  const total = price ? price.totalnet : query.totalpremium;
  return (
    <ReviewSection id="summary" title="Review Your Insurance">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Fact label="Plan">{price ? `${price.insurance_name} (${price.plancode})` : query.plancode}</Fact>
        <Fact label="Category">{categoryName ?? query.categorycode}</Fact>
        <Fact label="Dates">
          {formatDateRange(query.startdate, query.enddate)}
        </Fact>
        <Fact label="Days">{price ? price.daylimit : '…'}</Fact>
        <Fact label="Travellers">{query.noofpax}</Fact>
        <Fact label="Total">
          <Money minor={parseMinorUnits(total)} currency={INSURANCE_CURRENCY} />
        </Fact>
      </SimpleGrid>
      {price && (
        <Group gap="xs">
          <PolicyBadge inPolicy={price.inpolicy} violationReason={price.policyviolationreason} user={profile} />
          {!price.inpolicy && price.policyviolationreason && (
            <Text size="sm" c="red.9">
              {price.policyviolationreason}
            </Text>
          )}
        </Group>
      )}
      {price?.insurance_details && (
        <Text size="sm" c="dimmed">
          {price.insurance_details}
        </Text>
      )}
    </ReviewSection>
  );
}
