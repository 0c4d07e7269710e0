import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The page fits the screen's width: nothing to scroll sideways to (`scrollWidth <= clientWidth` of
 * the document). Polled, so a page still laying out its content is given the time it needs. When it
 * does scroll, the answer names the innermost elements that reach past the right edge, so the
 * failure says what to fix.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(sidewaysOverflow), { message: `${page.url()} scrolls sideways` })
    .toEqual({ overflowPx: 0, widest: [] });
}

function sidewaysOverflow(): { overflowPx: number; widest: string[] } {
  const root = document.documentElement;
  const overflowPx = Math.max(0, root.scrollWidth - root.clientWidth);
  if (overflowPx === 0) return { overflowPx, widest: [] };
  const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5);
  const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
  const describe = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${label}" right=${Math.round(el.getBoundingClientRect().right)}`;
  };
  return { overflowPx, widest: innermost.slice(0, 5).map(describe) };
}
