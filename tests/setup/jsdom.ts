import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

// Mantine reads these; jsdom has neither (docs/architecture.md#tooling-notes).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Mantine scrolls the selected option of an open combobox into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= () => {};
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
}
