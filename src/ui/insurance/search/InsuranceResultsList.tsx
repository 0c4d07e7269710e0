import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { InsurancePlan } from '../../../contract/insurance/operations';
import { InsurancePlanCard } from './InsurancePlanCard';
import type { BenefitsState } from './PlanBenefits';

export const NO_PLANS_MESSAGE = 'No insurance plans found. Please adjust your search criteria and try again.';

export interface InsuranceResultsListProps {
  status: 'searching' | 'results' | 'noPlans';
  plans: InsurancePlan[];
  /** Benefits asked for so far, by plan code. */
  benefits: Record<string, BenefitsState>;
  onViewBenefits: (plan: InsurancePlan) => void;
  onBook: (plan: InsurancePlan) => void;
}

/** docs/product.md#insurance-search Insurance search: loading, then the plan list or the empty state. */
export function InsuranceResultsList({ status, plans, benefits, onViewBenefits, onBook }: InsuranceResultsListProps) {
  if (status === 'searching')
    return (
      <Stack align="center" py="lg" role="status">
        <Loader aria-hidden />
        <Text>Searching insurance plans...</Text>
      </Stack>
    );
  if (status === 'noPlans') return <Alert color="yellow">{NO_PLANS_MESSAGE}</Alert>;
  return (
    <Stack component="section" aria-label="Insurance plans">
      {plans.map((plan) => (
        <InsurancePlanCard
          key={plan.plancode}
          plan={plan}
          benefits={benefits[plan.plancode]}
          onViewBenefits={onViewBenefits}
          onBook={onBook}
        />
      ))}
    </Stack>
  );
}
