import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InsuranceResultsQuery } from '../../../domain/insurance-query';
import { defaultSearchValues } from '../../../domain/insurance-search-rules';
import type { InsuranceCategoryOption } from './InsuranceSearchFields';
import { InsuranceSearchForm } from './InsuranceSearchForm';

export interface InsuranceSearchPageProps {
  categories: InsuranceCategoryOption[];
  today: string;
  onSearch: (query: InsuranceResultsQuery) => void;
  /** The user's own booking requests for insurance, below the form. */
  children?: ReactNode;
}

/** /insurance (docs/product.md#screens-and-routes): 'Search & Insurance', the search form with the spec's defaults. */
export function InsuranceSearchPage({ categories, today, onSearch, children }: InsuranceSearchPageProps) {
  return (
    <Stack>
      <Title order={1}>Search & Insurance</Title>
      <Paper withBorder p="md">
        <InsuranceSearchForm
          initial={defaultSearchValues()}
          categories={categories}
          today={today}
          onSearch={onSearch}
        />
      </Paper>
      {children}
    </Stack>
  );
}
