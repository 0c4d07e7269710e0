import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { rate } from './rate-in-test';
import { RatingField } from './RatingField';

afterEach(cleanup);

function Two({ onChange }: { onChange: (name: string, value: number) => void }) {
  const [values, setValues] = useState({ first: 0, second: 0 });
  const field = (name: 'first' | 'second', label: string) => (
    <RatingField
      question={`Question ${name}?`}
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }));
        onChange(name, value);
      }}
    />
  );
  return (
    <MantineProvider>
      {field('first', 'First rating')}
      {field('second', 'Second rating')}
    </MantineProvider>
  );
}

describe('RatingField', () => {
  it('shows the question and a radio group named after it, in half stars up to 5', () => {
    render(<Two onChange={vi.fn()} />);
    expect(screen.getByText('Question first?')).toBeTruthy();
    const stars = within(screen.getByRole('radiogroup', { name: 'First rating' })).getAllByRole('radio');
    // Mantine's hidden "not rated" 0 comes first.
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '0 stars',
      '0.5 stars',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
  });

  it('rates each question on its own', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Two onChange={onChange} />);
    await rate(user, 'Second rating', '2.5 stars');
    await rate(user, 'First rating', '1 star');
    expect(onChange.mock.calls).toEqual([
      ['second', 2.5],
      ['first', 1],
    ]);
    const checked = (label: string) =>
      within(screen.getByRole('radiogroup', { name: label }))
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked)
        .map((r) => r.getAttribute('value'));
    expect(checked('First rating')).toEqual(['1']);
    expect(checked('Second rating')).toEqual(['2.5']);
  });
});
