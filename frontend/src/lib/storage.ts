import type { FeedbackRequest, RecipientInfoInput, SavedIdeas } from '@presently/proto';

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

const GUEST_IDEAS_KEY = 'guestIdeas';
/** The latest sets a guest got, not every one: enough for "the ideas I just had", small enough for storage. */
const GUEST_SETS_KEPT = 3;

/** Ideas a guest got and what they said about them, kept in this tab until they sign in or sign up. */
export interface GuestIdeas {
  id: string;
  recipientInfo: RecipientInfoInput;
  response: SavedIdeas;
  feedback: Omit<FeedbackRequest, 'comment'>[];
}

function readGuestIdeas(): GuestIdeas[] {
  return safely(() => {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(GUEST_IDEAS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as GuestIdeas[]) : [];
  }, []);
}

/** Keeps (or updates, by id) one set of a guest's ideas; session storage, so it never outlives the tab. */
export function keepGuestIdeas(ideas: GuestIdeas) {
  const others = readGuestIdeas().filter((kept) => kept.id !== ideas.id);
  safely(() => sessionStorage.setItem(GUEST_IDEAS_KEY, JSON.stringify([...others, ideas].slice(-GUEST_SETS_KEPT))), undefined);
}

/** The guest's kept sets, once: they are removed as they are read. */
export function takeGuestIdeas(): GuestIdeas[] {
  const kept = readGuestIdeas();
  safely(() => sessionStorage.removeItem(GUEST_IDEAS_KEY), undefined);
  return kept;
}
