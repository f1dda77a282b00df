import { SCROLL_DELAY_MS } from './constants';

/**
 * Scrolls to a section and moves keyboard focus into it, as following an in-page link does: the next Tab starts
 * there instead of back at the button that was pressed.
 */
export function scrollToId(id: string, delay = SCROLL_DELAY_MS) {
  window.setTimeout(() => {
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  }, delay);
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
