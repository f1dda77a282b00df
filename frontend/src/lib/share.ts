import { SHARE_POPUP } from './constants';

export type ShareNetwork = 'twitter' | 'linkedin' | 'facebook';

export function shareNetworkUrl(network: ShareNetwork, url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  }
}

export function openSharePopup(url: string) {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(url, 'share', `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

export function mailtoUrl(subject: string, body: string) {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export async function copyText(text: string) {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Permission denied or no focus: the textarea route below still works in most browsers.
  }
  // The Clipboard API is missing on plain-HTTP origins; fall back to a hidden textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

export function absoluteUrl(pathOrUrl: string) {
  return new URL(pathOrUrl, window.location.origin).toString();
}

export function sharedGiftPath(shareId: string) {
  return `/shared/${encodeURIComponent(shareId)}`;
}

/** The query parameter that opens a shared set at one of its ideas, as the shared payload's selectedIndex does. */
export const SELECTED_INDEX_PARAM = 'selectedIndex';

/**
 * A saved set's own share link at the idea being shared, or null for a set not saved yet ('temp-'), which needs a
 * share made. The saved set's share is stored at its first idea; naming the idea in the link lets that one link open
 * any of them, so sharing a saved idea never makes another share (spec §4 Sharing).
 */
export function savedSetSharePath(shareId: string | undefined, selectedIndex: number) {
  if (!shareId || shareId.startsWith('temp-')) return null;
  return `${sharedGiftPath(shareId)}?${SELECTED_INDEX_PARAM}=${selectedIndex}`;
}

/** The idea a shared page opens at: the link's index if it names one of the ideas, else the share's stored one. */
export function sharedSuggestionIndex(storedIndex: number, linkedIndex: string | null, count: number) {
  const isIdea = (index: number) => Number.isInteger(index) && index >= 0 && index < count;
  const linked = linkedIndex !== null && /^\d+$/.test(linkedIndex) ? Number(linkedIndex) : NaN;
  if (isIdea(linked)) return linked;
  return isIdea(storedIndex) ? storedIndex : 0;
}
