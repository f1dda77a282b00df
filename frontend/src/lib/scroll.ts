import { SCROLL_DELAY_MS } from './constants';

/**
 * Scrolls to a section and moves keyboard focus into it, as following an in-page link does: the next Tab starts
 * there instead of back at the button that was pressed.
 */
export function scrollToId(id: string, delay = SCROLL_DELAY_MS) {
  window.setTimeout(() => {
    const section = document.getElementById(id);
    if (section) bringIntoView(section, 'smooth');
  }, delay);
}

/**
 * Arriving at an address with a #section: the section is shown at once, as a browser does, so nothing moves under a
 * person who has already started filling it in. Called from a layout effect, the page is first drawn already there.
 */
export function jumpToId(id: string) {
  const section = document.getElementById(id);
  if (section) bringIntoView(section, 'instant');
}

function bringIntoView(section: HTMLElement, behavior: ScrollBehavior) {
  section.scrollIntoView({ behavior, block: 'start' });
  if (section.contains(document.activeElement)) return;
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
