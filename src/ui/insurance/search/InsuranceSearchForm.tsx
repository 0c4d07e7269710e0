import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { InsuranceResultsQuery } from '../../../domain/insurance-query';
import { firstSearchProblem, toResultsQuery, type InsuranceSearchValues } from '../../../domain/insurance-search-rules';
import { InsuranceSearchFields, type InsuranceCategoryOption } from './InsuranceSearchFields';

export interface InsuranceSearchFormProps {
  initial: InsuranceSearchValues;
  categories: InsuranceCategoryOption[];
  today: string;
  onSearch: (query: InsuranceResultsQuery) => void;
  submitLabel?: string;
  compact?: boolean;
}

/**
 * The insurance search form: the first problem in the spec's order (docs/product.md#validation-rules) shows above the button;
 * a complete form answers the results query.
 */
export function InsuranceSearchForm({
  initial,
  categories,
  today,
  onSearch,
  submitLabel = 'Search',
  compact,
}: InsuranceSearchFormProps) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = firstSearchProblem(values, today);
    setProblem(found);
    if (!found) onSearch(toResultsQuery(values, categories));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={compact ? 'Modify search' : 'Insurance search'}>
      <Stack gap="sm">
        <InsuranceSearchFields
          values={values}
          categories={categories}
          today={today}
          compact={compact}
          onChange={(next) => {
            setValues(next);
            setProblem(null);
          }}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
