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
  /** A trip's dates, travellers and category (the flight e-ticket's 'Insure this trip'); null for the defaults. */
  prefill?: InsurancePrefill | null;
}

/**
 * The trip's dates, traveller count and category over the defaults; traveller 1 keeps the birth
 * date already there. The category is the one of the insurer's list with the trip's code.
 */
function withPrefill(
  values: InsuranceSearchValues,
  prefill: InsurancePrefill | null | undefined,
  categories: InsuranceCategoryOption[],
): InsuranceSearchValues {
  if (!prefill) return values;
  const { startdate, enddate, noofpax, category } = prefill;
  const dated = { ...values, startdate, enddate, noofpax, travellers: resizeTravellers(values.travellers, noofpax) };
  if (!category) return dated;
  const { domint, categorycode } = category;
  const chosen = categories.find((c) => c.categorycode === categorycode && c.domint === domint);
  return { ...dated, domint, categoryid: chosen?.categoryid ?? '' };
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
  // The form takes its values once: a trip's category waits for the list to name its id.
  const formKey = prefill?.category && categories.length > 0 ? 'with-category' : 'form';
  return (
    <Stack>
      <Title order={1}>Search & Insurance</Title>
      <Paper withBorder p="md">
        <InsuranceSearchForm
          key={formKey}
          initial={withPrefill(initialValues(ownBirthDate, today), prefill, categories)}
          categories={categories}
          today={today}
          onSearch={onSearch}
        />
      </Paper>
      {children}
    </Stack>
  );
}
