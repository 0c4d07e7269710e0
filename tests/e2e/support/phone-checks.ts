import { expect, type Page } from '@playwright/test';

/**
 * What makes a screen usable on a phone (docs/architecture.md#phone-layouts), read from the page as
 * a list of problems (empty when fine): nothing wider than the screen, no visible input under 16 px
 * (the browser would zoom on focus), no visible control whose tappable box is under 44 × 44 px.
 *
 * The tappable box of a checkbox or radio includes its labels (a tap on the label toggles it).
 * One exception, as WCAG 2.5.8 makes it: a link inside a sentence (laid out inline, its parent has
 * other words) is as tall as the line it sits in. Controls folded away (zero size, transparent,
 * `visibility: hidden` like Mantine's autosize measuring textarea, visually hidden for screen
 * readers) are not on screen, so not measured.
 */
export function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN_TAP = 44;
    const MIN_FONT = 16;
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);

    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '';
      const id = el.id ? `#${el.id}` : '';
      return `${el.tagName.toLowerCase()}${id} "${name.slice(0, 40)}"`;
    };
    /** Visually hidden for screen readers only: clipped away, itself or an ancestor (a card list's header row). */
    const clipped = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (getComputedStyle(at).clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 1 && box.height > 1 && !clipped(el);
    };
    const inSentence = (el: Element) =>
      getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const tapBox = (el: Element) => {
      const boxes = [el.getBoundingClientRect()];
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        for (const label of Array.from(el.labels ?? [])) if (shown(label)) boxes.push(label.getBoundingClientRect());
      }
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      return {
        width: Math.max(...boxes.map((b) => b.right)) - left,
        height: Math.max(...boxes.map((b) => b.bottom)) - top,
      };
    };

    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]',
    );
    for (const el of Array.from(controls)) {
      if (!shown(el)) continue;
      const typed =
        el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
      const font = parseFloat(getComputedStyle(el).fontSize);
      const textEntry =
        typed && !(el instanceof HTMLInputElement && ['checkbox', 'radio', 'range', 'file'].includes(el.type));
      if (textEntry && font < MIN_FONT) problems.push(`${describe(el)}: font ${font} px`);
      if (el.tagName === 'A' && inSentence(el)) continue;
      const box = tapBox(el);
      if (box.width < MIN_TAP - 0.5 || box.height < MIN_TAP - 0.5) {
        problems.push(`${describe(el)}: ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      }
    }
    return problems;
  });
}

/**
 * Polls the screen's phone problems until there are none (a layout settles after data arrives).
 * Soft, so one run names every screen that fails, not only the first.
 */
export async function expectPhoneFriendly(page: Page, screen: string): Promise<void> {
  await expect
    .configure({ soft: true })
    .poll(() => phoneProblems(page), { message: `phone layout of ${screen}` })
    .toEqual([]);
}
