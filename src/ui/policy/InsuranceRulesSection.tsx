import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { InsuranceRules } from '../../contract/policy/rules';
import { AmountInput } from './AmountInput';
import { ApprovalRuleRadios } from './ApprovalRuleRadios';
import type { ErrorAt } from './rules-form';

export interface InsuranceRulesSectionProps {
  insurance: InsuranceRules;
  onChange: (insurance: InsuranceRules) => void;
  errorAt: ErrorAt;
}

/** The draft's insurance rules: the most one traveller's premium may cost, and when a purchase needs approval. */
export function InsuranceRulesSection({ insurance, onChange, errorAt }: InsuranceRulesSectionProps) {
  const set = (patch: Partial<InsuranceRules>) => onChange({ ...insurance, ...patch });
  return (
    <Stack gap="sm" component="section" aria-labelledby="policy-insurance">
      <Title order={3} id="policy-insurance">
        Insurance
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput
          label="Max premium per traveller, domestic"
          value={insurance.domesticmaxpremium}
          onChange={(domesticmaxpremium) => set({ domesticmaxpremium })}
          error={errorAt('insurance.domesticmaxpremium')}
        />
        <AmountInput
          label="Max premium per traveller, international"
          value={insurance.internationalmaxpremium}
          onChange={(internationalmaxpremium) => set({ internationalmaxpremium })}
          error={errorAt('insurance.internationalmaxpremium')}
        />
      </SimpleGrid>
      <ApprovalRuleRadios
        label="Insurance needs an approval"
        value={insurance.approvalrule}
        onChange={(approvalrule) => set({ approvalrule })}
        error={errorAt('insurance.approvalrule')}
      />
    </Stack>
  );
}
