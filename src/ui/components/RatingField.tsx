import { Rating, Stack, Text } from '@mantine/core';
import { RATING_MAX } from '../../domain/feedback';

export interface RatingFieldProps {
  /** The question as the user reads it. */
  question: string;
  /** The rating's accessible name: each question's own, so a screen reader (and a test) tells them apart. */
  label: string;
  /** The radio group's form name. */
  name: string;
  /** 0 is Mantine Rating's "not rated". */
  value: number;
  onChange: (value: number) => void;
}

const starsLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/** One feedback question: its text and a half-star rating (docs/product.md#constants-and-code-tables "rating step 0.5, scale 5"). */
export function RatingField({ question, label, name, value, onChange }: RatingFieldProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {question}
      </Text>
      <Rating
        role="radiogroup"
        aria-label={label}
        count={RATING_MAX}
        fractions={2}
        size="lg"
        value={value}
        onChange={onChange}
        getSymbolLabel={starsLabel}
        name={name}
      />
    </Stack>
  );
}
