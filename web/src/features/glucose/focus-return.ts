export const addReadingButtonId = 'add-reading-button';

export function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * After the form closes or a reading is deleted, keyboard focus goes back to what opened the form,
 * or to "Add Reading" when that is gone; otherwise it would fall back to the top of the page.
 */
export function restoreFocus(opener?: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = opener?.isConnected ? opener : document.getElementById(addReadingButtonId);
    target?.focus();
  });
}
