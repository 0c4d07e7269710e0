import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { NotificationsPopup } from './NotificationsPopup';
import { sanitizeHtml } from './sanitize-html';

afterEach(cleanup);

const messages = [
  {
    messageid: 'a',
    message_title: 'First',
    message_description: '<p>Hello <b>there</b><img src=x onerror="alert(1)"></p>',
  },
  { messageid: 'b', message_title: 'Second', message_description: '<script>alert(2)</script><p>Two</p>' },
];

describe('NotificationsPopup', () => {
  it('steps with Previous and Next, sanitising each description', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <NotificationsPopup notifications={messages} onSkip={() => {}} />
      </MantineProvider>,
    );
    const first = await screen.findByRole('dialog', { name: 'First' });
    expect(first.textContent).toContain('Notification 1 of 2');
    expect(first.querySelector('b')?.textContent).toBe('there');
    expect(first.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    expect(second.querySelector('script')).toBeNull();
    expect(second.textContent).toContain('Two');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeTruthy();
  });

  it('Skip hands control back', async () => {
    const onSkip = vi.fn();
    render(
      <MantineProvider>
        <NotificationsPopup notifications={messages} onSkip={onSkip} />
      </MantineProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('renders nothing without messages', () => {
    render(
      <MantineProvider>
        <NotificationsPopup notifications={[]} onSkip={() => {}} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    expect(sanitizeHtml('<p><strong>Hi</strong><a href="javascript:alert(1)">x</a><script>bad()</script></p>')).toBe(
      '<p><strong>Hi</strong><a>x</a></p>',
    );
  });
});
