import '@mantine/dates/styles.css';
import { Group, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { InsuranceDomint } from '../../../domain/insurance-query';
import {
  categoriesFor,
  INSURANCE_PAX_CHOICES,
  parseDayMonthYear,
  shownDuration,
  withDomint,
  withTravellerCount,
  type CategoryChoice,
  type InsuranceSearchValues,
} from '../../../domain/insurance-search-rules';
import { BirthDateInput } from './BirthDateInput';

export interface InsuranceCategoryOption extends CategoryChoice {
  description: string;
}

export interface InsuranceSearchFieldsProps {
  values: InsuranceSearchValues;
  categories: InsuranceCategoryOption[];
  /** YYYY-MM-DD: no start before it, every birth date before it. */
  today: string;
  onChange: (values: InsuranceSearchValues) => void;
  /** The results page's modify-search form: tighter columns. */
  compact?: boolean;
}

const CALENDAR = {
  valueFormat: 'DD/MM/YYYY',
  ariaLabels: {
    monthLevelControl: 'Choose month',
    yearLevelControl: 'Choose year',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
  },
} as const;

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The search form's fields (docs/product.md#insurance-search Insurance search page); every control is labelled. */
export function InsuranceSearchFields({ values, categories, today, onChange, compact }: InsuranceSearchFieldsProps) {
  const set = (patch: Partial<InsuranceSearchValues>) => onChange({ ...values, ...patch });
  const shown = categoriesFor(categories, values.domint);
  return (
    <>
      <Radio.Group
        label="Trip type"
        value={values.domint}
        onChange={(domint) => onChange(withDomint(values, domint as InsuranceDomint, categories))}
      >
        <Group mt="xs">
          <Radio value="domestic" label="Domestic" />
          <Radio value="international" label="International" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: compact ? 5 : 3 }}>
        <NativeSelect
          label="Category"
          value={values.categoryid}
          data={[
            { value: '', label: 'Select category' },
            ...shown.map((c) => ({ value: c.categoryid, label: c.description })),
          ]}
          onChange={(e) => set({ categoryid: e.currentTarget.value })}
        />
        <DatePickerInput
          {...CALENDAR}
          label="Start date"
          placeholder="Select start date"
          minDate={today}
          defaultDate={values.startdate || today}
          value={values.startdate || null}
          onChange={(day) => set({ startdate: day ?? '' })}
        />
        <DatePickerInput
          {...CALENDAR}
          label="End date"
          placeholder="Select end date"
          minDate={values.startdate || today}
          defaultDate={values.enddate || values.startdate || today}
          value={values.enddate || null}
          onChange={(day) => set({ enddate: day ?? '' })}
        />
        <TextInput label="Duration (days)" readOnly value={String(shownDuration(values))} />
        <NativeSelect
          label="No of travellers"
          value={values.noofpax ? String(values.noofpax) : ''}
          data={INSURANCE_PAX_CHOICES.map(String)}
          onChange={(e) => onChange(withTravellerCount(values, Number(e.currentTarget.value)))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: compact ? 5 : 3 }}>
        {values.travellers.map((t, i) => (
          <BirthDateInput
            {...CALENDAR}
            key={t.paxnumber}
            label={`Traveller ${t.paxnumber} date of birth`}
            placeholder="DD/MM/YYYY"
            dateParser={parseDayMonthYear}
            maxDate={dayBefore(today)}
            value={t.dob || null}
            onChange={(day) =>
              set({ travellers: values.travellers.map((x, j) => (j === i ? { ...x, dob: day ?? '' } : x)) })
            }
          />
        ))}
      </SimpleGrid>
    </>
  );
}
