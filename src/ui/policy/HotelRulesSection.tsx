import { Checkbox, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { HOTEL_CAPS_MAX, HOTEL_STARS_MAX } from '../../contract/policy/hotel-rules';
import { AmountInput } from './AmountInput';
import { ApprovalRuleRadios } from './ApprovalRuleRadios';
import { CapList } from './CapList';
import { HotelCapRow } from './HotelCapRow';
import type { Choice } from './policy-api';
import { type ErrorAt, type HotelForm, blankHotelCap } from './rules-form';

export interface HotelRulesSectionProps {
  hotel: HotelForm;
  groups: readonly Choice[];
  onChange: (hotel: HotelForm) => void;
  errorAt: ErrorAt;
}

/** 'Any', then '1 star' … '5 stars'; 0 is no limit. */
const STAR_OPTIONS = [
  { value: '0', label: 'Any' },
  ...Array.from({ length: HOTEL_STARS_MAX }, (_, i) => ({
    value: String(i + 1),
    label: i === 0 ? '1 star' : `${i + 1} stars`,
  })),
];

/** The draft's hotel rules (docs/features/policy.md "Hotels"): nightly limits and caps per room before tax, stars, refundability, approval. */
export function HotelRulesSection({ hotel, groups, onChange, errorAt }: HotelRulesSectionProps) {
  const set = (patch: Partial<HotelForm>) => onChange({ ...hotel, ...patch });
  return (
    <Stack gap="sm" component="section" aria-labelledby="policy-hotels">
      <Title order={3} id="policy-hotels">
        Hotels
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput
          label="Max a night per room, domestic"
          value={hotel.nightlylimit.domestic}
          onChange={(domestic) => set({ nightlylimit: { ...hotel.nightlylimit, domestic } })}
          error={errorAt('hotel.nightlylimit.domestic')}
        />
        <AmountInput
          label="Max a night per room, international"
          value={hotel.nightlylimit.international}
          onChange={(international) => set({ nightlylimit: { ...hotel.nightlylimit, international } })}
          error={errorAt('hotel.nightlylimit.international')}
        />
        <NativeSelect
          label="Most stars, domestic"
          data={STAR_OPTIONS}
          value={String(hotel.maxstars.domestic)}
          onChange={(e) => set({ maxstars: { ...hotel.maxstars, domestic: Number(e.currentTarget.value) } })}
          error={errorAt('hotel.maxstars.domestic')}
        />
        <NativeSelect
          label="Most stars, international"
          data={STAR_OPTIONS}
          value={String(hotel.maxstars.international)}
          onChange={(e) => set({ maxstars: { ...hotel.maxstars, international: Number(e.currentTarget.value) } })}
          error={errorAt('hotel.maxstars.international')}
        />
      </SimpleGrid>
      <Checkbox
        label="Refundable rates only"
        checked={hotel.refundableonly}
        onChange={(e) => set({ refundableonly: e.currentTarget.checked })}
      />
      <ApprovalRuleRadios
        label="A hotel booking needs an approval"
        value={hotel.approvalrule}
        onChange={(approvalrule) => set({ approvalrule })}
        error={errorAt('hotel.approvalrule')}
      />
      <CapList
        title="Nightly caps by place"
        description="A cap on a city, country or location group replaces the nightly limit above for hotels there; where several caps match, the lowest holds."
        addLabel="Add hotel cap"
        emptyText="No hotel caps."
        max={HOTEL_CAPS_MAX}
        caps={hotel.nightlycaps}
        listError={errorAt('hotel.nightlycaps')}
        blank={blankHotelCap}
        onChange={(nightlycaps) => set({ nightlycaps })}
        row={(cap, index, change, remove) => (
          <HotelCapRow
            key={cap.key}
            index={index}
            cap={cap}
            groups={groups}
            errorAt={errorAt}
            onChange={change}
            onRemove={remove}
          />
        )}
      />
    </Stack>
  );
}
