import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { UpdatePrompt } from './UpdatePrompt';
import { dismissUpdate, publishUpdate } from '../pwa/update-store';

afterEach(() => {
  act(() => dismissUpdate());
  cleanup();
});

function renderPrompt() {
  render(
    <MantineProvider>
      <UpdatePrompt />
    </MantineProvider>,
  );
}

describe('UpdatePrompt', () => {
  it('shows nothing while no update waits', () => {
    renderPrompt();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
  });

  it('appears when an update waits and applies it only on "Update now"', async () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => publishUpdate(apply));

    const prompt = screen.getByRole('status');
    expect(prompt.textContent).toContain('A new version of the app is available.');
    expect(apply).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes away on "Later" without applying', async () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => publishUpdate(apply));

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
