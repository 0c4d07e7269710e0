import { Paper, Stack, Title } from '@mantine/core';
import type { InsurancePlan } from '../../../contract/insurance/operations';
import { encodeResultsQuery, type InsuranceResultsQuery } from '../../../domain/insurance-query';
import { fromResultsQuery } from '../../../domain/insurance-search-rules';
import { InsuranceResultsList, type InsuranceResultsListProps } from './InsuranceResultsList';
import type { InsuranceCategoryOption } from './InsuranceSearchFields';
import { InsuranceSearchForm } from './InsuranceSearchForm';

export interface InsuranceResultsPageProps extends InsuranceResultsListProps {
  /** The search the list answers; the modify-search form starts from it. */
  search: InsuranceResultsQuery;
  categories: InsuranceCategoryOption[];
  today: string;
  onModifySearch: (query: InsuranceResultsQuery) => void;
  onBook: (plan: InsurancePlan) => void;
}

/** /insurance/search: a compact modify-search form above the plans. */
export function InsuranceResultsPage({
  search,
  categories,
  today,
  onModifySearch,
  ...list
}: InsuranceResultsPageProps) {
  return (
    <Stack>
      <Title order={1}>Insurance plans</Title>
      <Paper withBorder p="sm">
        <InsuranceSearchForm
          // A search reached another way (back button) starts the form afresh.
          key={encodeResultsQuery(search)}
          compact
          initial={fromResultsQuery(search)}
          categories={categories}
          today={today}
          submitLabel="Modify search"
          onSearch={onModifySearch}
        />
      </Paper>
      <InsuranceResultsList {...list} />
    </Stack>
  );
}
