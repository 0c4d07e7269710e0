import { Radio, Group, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { RATING_MAX } from '../../../domain/feedback';
import { SUB_RATINGS, type StayReviewForm } from '../../../contract/hotel-reviews/stay-review';

export interface StayReviewFieldsProps {
  form: StayReviewForm;
  onChange: (form: StayReviewForm) => void;
}

const starsLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

function Stars({ label, name, value, onChange }: { label: string; name: string; value: number; onChange: (v: number) => void }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Rating role="radiogroup" aria-label={label} name={name} count={RATING_MAX} fractions={2} value={value} onChange={onChange} getSymbolLabel={starsLabel} />
    </Stack>
  );
}

/** The stay's questions: overall (required), six optional sub-ratings in half stars, recommend or not, comments. */
export function StayReviewFields({ form, onChange }: StayReviewFieldsProps) {
  const set = <K extends keyof StayReviewForm>(name: K) => (value: StayReviewForm[K]) => onChange({ ...form, [name]: value });
  return (
    <Stack gap="sm">
      <Stars label="Overall rating" name="overallrating" value={form.overall} onChange={set('overall')} />
      {/* Two columns from sm up; one under it, so the stars never squeeze at 390 px. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SUB_RATINGS.map(({ name, label }) => (
          <Stars key={name} label={label} name={name} value={form[name]} onChange={set(name)} />
        ))}
      </SimpleGrid>
      <Radio.Group
        label="Would you recommend this hotel to a colleague?"
        value={form.recommended === null ? '' : String(form.recommended)}
        onChange={(value) => set('recommended')(value === 'true')}
      >
        <Group mt={4}>
          <Radio value="true" label="Yes" />
          <Radio value="false" label="No" />
        </Group>
      </Radio.Group>
      <Textarea label="Your comments" minRows={2} rows={3} maxLength={2000} value={form.text} onChange={(e) => set('text')(e.currentTarget.value)} />
    </Stack>
  );
}
