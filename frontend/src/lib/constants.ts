export const PRODUCT_NAME = 'Presently';
/** The deployment's support address (SUPPORT_EMAIL), written into the page by the server. */
export const SUPPORT_EMAIL =
  (typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="presently:support-email"]')?.content) ||
  'support@presently.app';
export const LEGAL_LAST_UPDATED = 'April 14, 2025';

export const MOBILE_BREAKPOINT = 768;
export const REQUEST_TIMEOUT_MOBILE_MS = 20_000;
export const REQUEST_TIMEOUT_DESKTOP_MS = 30_000;
export const CONFIRMATION_TIMEOUT_MS = 10_000;

export const AUTH_REDIRECT_DELAY_MS = 500;
export const LOGOUT_RELOAD_DELAY_MS = 500;
export const LOADING_MESSAGE_INTERVAL_MS = 3_000;
export const ICON_ANIMATION_INTERVAL_MS = 3_000;
export const SCROLL_DELAY_MS = 100;
export const SCROLL_DELAY_LONG_MS = 200;
export const WELCOME_DIALOG_DELAY_MS = 500;
export const COPY_CONFIRMATION_MS = 2_000;

export const PAYMENT_POLL_INTERVAL_MS = 5_000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 12;
export const PAYMENT_POLL_OVERALL_MS = 65_000;
export const PROFILE_CONFIRM_RETRY_MS = 5_000;

export const SHARE_POPUP = { width: 600, height: 400 } as const;
/** An idea's picture: a small square beside its title, so the title and price are what the eye meets first. */
export const CARD_PICTURE_PX = 72;

export const DEFAULT_AGE = 30;
export const DEFAULT_BUDGET = 50;
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 1000;

export const FREE_CARD_CREDITS = 1;

export const PREMIUM_MONTHLY_PRICE = '$4.99';
export const PREMIUM_YEARLY_PRICE = '$49.99';
export const PREMIUM_YEARLY_BADGE = 'Save 17%';

export const QUICK_INTERESTS = [
  'Reading', 'Cooking', 'Travel', 'Gaming', 'Sports', 'Music',
  'Movies', 'Art', 'Fitness', 'Tech', 'Fashion', 'Gardening',
] as const;

export const QUICK_TRAITS = [
  'Adventurous', 'Creative', 'Practical', 'Intellectual', 'Sentimental', 'Sophisticated',
  'Playful', 'Outdoorsy', 'Tech-savvy', 'Minimalist', 'Luxury-loving', 'Nostalgic',
] as const;

export const SUBSCRIPTION_PATH = '/profile?tab=subscription';
export const GIFT_HISTORY_PATH = '/profile?tab=gift-history';
