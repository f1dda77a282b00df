import { createContext, useContext } from 'react';

export interface OnboardingControls {
  show: () => void;
}

export const OnboardingContext = createContext<OnboardingControls | null>(null);

/** The onboarding guide's controls, or null outside the provider (the guide cannot be opened there). */
export function useOnboarding() {
  return useContext(OnboardingContext);
}
