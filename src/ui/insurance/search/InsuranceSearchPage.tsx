import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InsuranceResultsQuery } from '../../../domain/insurance-query';
import type { InsurancePrefill } from '../../../domain/insurance-prefill';
import {
  defaultSearchValues,
  resizeTravellers,
  type InsuranceSearchValues,
} from '../../../domain/insurance-search-rules';
import { useSession } from '../../../session/store';
import type { InsuranceCategoryOption } from './InsuranceSearchFields';
import { InsuranceSearchForm } from './InsuranceSearchForm';

export interface InsuranceSearchPageProps {
  categories: InsuranceCategoryOption[];
  today: string;
  onSearch: (query: InsuranceResultsQuery) => void;
  /** The user's own booking requests for insurance, below the form. */
  children?: ReactNode;
  /** A trip's dates and travellers (the flight e-ticket's 'Insure this trip'); null for the defaults. */
  prefill?: InsurancePrefill | null;
}

/** The trip's dates and traveller count over the defaults; traveller 1 keeps the birth date already there. */
function withPrefill(
  values: InsuranceSearchValues,
  prefill: InsurancePrefill | null | undefined,
): InsuranceSearchValues {
  if (!prefill) return values;
  const { startdate, enddate, noofpax } = prefill;
  return { ...values, startdate, enddate, noofpax, travellers: resizeTravellers(values.travellers, noofpax) };
}

/** The spec's defaults, with the signed-in user's own birth date (from the login's profile) for traveller 1. */
function initialValues(ownBirthDate: string, today: string): InsuranceSearchValues {
  const values = defaultSearchValues();
  // YYYY-MM-DD compares as text; a birth date not before today is no choice the field offers.
  return ownBirthDate && ownBirthDate < today
    ? { ...values, travellers: [{ paxnumber: 1, dob: ownBirthDate }] }
    : values;
}

/** /insurance (docs/product.md#screens-and-routes): 'Search & Insurance', the search form with the spec's defaults. */
export function InsuranceSearchPage({ categories, today, onSearch, children, prefill }: InsuranceSearchPageProps) {
  const ownBirthDate = useSession()?.profilemaster.birthdate ?? '';
  return (
    <Stack>
      <Title order={1}>Search & Insurance</Title>
      <Paper withBorder p="md">
        <InsuranceSearchForm
          initial={withPrefill(initialValues(ownBirthDate, today), prefill)}
          categories={categories}
          today={today}
          onSearch={onSearch}
        />
      </Paper>
      {children}
    </Stack>
  );
}
