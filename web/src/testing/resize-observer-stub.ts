import { vi } from 'vitest';

/** jsdom has no ResizeObserver; responsive charts then render at zero width, i.e. not at all. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
