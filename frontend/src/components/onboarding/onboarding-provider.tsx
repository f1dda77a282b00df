import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { OnboardingContext } from './onboarding-context';
import { OnboardingDialog } from './onboarding-dialog';

/** Hosts the onboarding dialog and exposes `window.showOnboarding` as the global way to open it. */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const controls = useMemo(() => ({ show: () => setOpen(true) }), []);

  useEffect(() => {
    window.showOnboarding = controls.show;
    return () => {
      if (window.showOnboarding === controls.show) delete window.showOnboarding;
    };
  }, [controls]);

  return (
    <OnboardingContext.Provider value={controls}>
      {children}
      <OnboardingDialog open={open} onOpenChange={setOpen} />
    </OnboardingContext.Provider>
  );
}
