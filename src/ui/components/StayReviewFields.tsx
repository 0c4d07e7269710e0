import { Group, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { SUB_RATINGS, type StayReviewForm } from '../../contract/hotel-reviews/stay-review';
import { RatingField } from './RatingField';

export interface StayReviewFieldsProps {
  form: StayReviewForm;
  onChange: (form: StayReviewForm) => void;
  /**
   * The stay asked about when several are on one page (the trip's feedback): every field's name
   * then carries the hotel, so a screen reader (and a test) tells the stays apart. Without it (the
   * voucher's own stay) the names are plain.
   */
  stay?: { hotel: string; txid: string };
}

/**
 * A stay's questions (docs/features/feedback.md "Hotel stay reviews"), for the trip feedback's stay
 * cards and the voucher's 'Review your stay': overall (required), six optional sub-ratings in half
 * stars, recommend or not, comments.
 */
export function StayReviewFields({ form, onChange, stay }: StayReviewFieldsProps) {
  const set = <K extends keyof StayReviewForm>(name: K) => (value: StayReviewForm[K]) => onChange({ ...form, [name]: value });
  const label = (question: string) => (stay ? `${stay.hotel} ${question.toLowerCase()} rating` : question);
  const fieldName = (name: string) => (stay ? `${name}-${stay.txid}` : name);
  const overall = stay ? 'Overall' : 'Overall rating';
  return (
    <Stack gap="sm">
      <RatingField question={overall} label={label(overall)} name={fieldName(stay ? 'overall' : 'overallrating')} value={form.overall} onChange={set('overall')} />
      {/* Two columns from sm up; one under it, so the stars never squeeze at 390 px. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SUB_RATINGS.map(({ name, label: question }) => (
          <RatingField key={name} question={question} label={label(question)} name={fieldName(name)} value={form[name]} onChange={set(name)} />
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
      <Textarea
        label={stay ? `Comments on ${stay.hotel}` : 'Your comments'}
        minRows={2}
        rows={3}
        maxLength={2000}
        value={form.text}
        onChange={(e) => set('text')(e.currentTarget.value)}
      />
    </Stack>
  );
}
