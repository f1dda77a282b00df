export {};

declare global {
  interface Window {
    /** Opens the onboarding guide from anywhere (spec §2). */
    showOnboarding?: () => void;
  }
}
