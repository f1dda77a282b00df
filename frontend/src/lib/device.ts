import { MOBILE_BREAKPOINT, REQUEST_TIMEOUT_DESKTOP_MS, REQUEST_TIMEOUT_MOBILE_MS } from './constants';

export function isMobileWidth() {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT;
}

export function deviceType(): 'mobile' | 'desktop' {
  return isMobileWidth() ? 'mobile' : 'desktop';
}

export function requestTimeoutMs() {
  return isMobileWidth() ? REQUEST_TIMEOUT_MOBILE_MS : REQUEST_TIMEOUT_DESKTOP_MS;
}
