/** Browser-local state named by the spec (§3): userInfo and hasSeenOnboarding. */
export interface StoredUserInfo {
  id: number;
  username: string;
  isAuthenticated: boolean;
}

const USER_INFO_KEY = 'userInfo';
const ONBOARDING_KEY = 'hasSeenOnboarding';

// Storage can throw (private mode, disabled cookies); the app must keep working without it.
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function readUserInfo(): StoredUserInfo | null {
  return safely(() => {
    const raw = localStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredUserInfo>;
    return typeof parsed.id === 'number' && typeof parsed.username === 'string'
      ? { id: parsed.id, username: parsed.username, isAuthenticated: parsed.isAuthenticated !== false }
      : null;
  }, null);
}

export function writeUserInfo(user: { id: number; username: string }) {
  safely(() => {
    const value: StoredUserInfo = { id: user.id, username: user.username, isAuthenticated: true };
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(value));
  }, undefined);
}

export function clearUserInfo() {
  safely(() => localStorage.removeItem(USER_INFO_KEY), undefined);
}

export function hasSeenOnboarding() {
  return safely(() => localStorage.getItem(ONBOARDING_KEY) !== null, false);
}

export function markOnboardingSeen() {
  safely(() => localStorage.setItem(ONBOARDING_KEY, 'true'), undefined);
}

const TOAST_ACROSS_RELOAD_KEY = 'toastAcrossReload';

/** A toast's words, kept for the page that a reload brings (session storage: this tab only). */
export interface KeptToast {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive' | 'warning';
}

export function keepToastAcrossReload(toast: KeptToast) {
  safely(() => sessionStorage.setItem(TOAST_ACROSS_RELOAD_KEY, JSON.stringify(toast)), undefined);
}

/** The kept toast, once: it is removed as it is read. */
export function takeToastKeptAcrossReload(): KeptToast | null {
  return safely(() => {
    const raw = sessionStorage.getItem(TOAST_ACROSS_RELOAD_KEY);
    sessionStorage.removeItem(TOAST_ACROSS_RELOAD_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<KeptToast>;
    return typeof parsed.title === 'string'
      ? { title: parsed.title, description: typeof parsed.description === 'string' ? parsed.description : undefined, variant: parsed.variant }
      : null;
  }, null);
}
