import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** The nearest container that can take the focus (the page's main region), not the document's start. */
function focusContainerOf(element: HTMLElement) {
  element.parentElement?.closest<HTMLElement>('[tabindex]')?.focus();
}

/**
 * Focus back to the control that opened the modal. When that control cannot take it any more (the
 * Withdraw button once nothing is left, Share out once the pool is empty), focus goes to the
 * nearest container that can (the page's main region), not to the document's start: the keyboard
 * user keeps their place on the page. The same when the control is disabled a moment after the
 * modal closed (the page refetched what the modal's action changed): a focused control that turns
 * disabled would drop the focus to the document.
 */
function restoreFocus(opener: HTMLElement | null) {
  if (!opener?.isConnected) return;
  opener.focus();
  if (document.activeElement !== opener) {
    focusContainerOf(opener);
    return;
  }
  const disabledLater = new MutationObserver(() => {
    if (document.activeElement !== opener) disabledLater.disconnect();
    else if (opener.matches(':disabled')) {
      disabledLater.disconnect();
      focusContainerOf(opener);
    }
  });
  disabledLater.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
  opener.addEventListener('blur', () => disabledLater.disconnect(), { once: true });
}

/**
 * Modal behaviour shared by Dialog and Drawer: focus moves in on open and back on close, Tab stays
 * inside, Escape closes, the page behind does not scroll.
 */
export function useModal(open: boolean, onClose: () => void): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const root = ref.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const autofocus = root.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? focusables(root)[0] ?? root).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      restoreFocus(opener);
    };
  }, [open]);

  return ref;
}
