import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Test helper: picks `stars` (e.g. '4.5 stars') in the rating group named `label` by clicking the
 * star's visible label, as a pointer user does (Mantine's radio itself only takes keyboard choices).
 */
export async function rate(user: ReturnType<typeof userEvent.setup>, label: string, stars: string): Promise<void> {
  const radio = within(screen.getByRole('radiogroup', { name: label })).getByRole('radio', {
    name: stars,
  }) as HTMLInputElement;
  await user.click(radio.labels![0]!);
}
