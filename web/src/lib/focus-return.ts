export function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * After a form closes or a record is deleted, keyboard focus goes back to what opened the form, or to
 * the page's "Add" button (`fallbackId`) when that is gone; otherwise it would fall back to the top of the page.
 */
export function restoreFocus(fallbackId: string, opener?: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = opener?.isConnected ? opener : document.getElementById(fallbackId);
    target?.focus();
  });
}
