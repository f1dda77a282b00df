import { SCROLL_DELAY_MS } from './constants';

export function scrollToId(id: string, delay = SCROLL_DELAY_MS) {
  window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, delay);
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
