import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { OnboardingContext } from './onboarding-context';

// The tour is opened on request only: its code loads then, not with every page.
const OnboardingDialog = lazyPage(() => import('./onboarding-dialog'), 'OnboardingDialog');

/** Hosts the onboarding dialog and exposes `window.showOnboarding` as the global way to open it. */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing it plays its closing animation.
  const [opened, setOpened] = useState(false);
  const controls = useMemo(
    () => ({
      show: () => {
        setOpened(true);
        setOpen(true);
      },
    }),
    [],
  );

  useEffect(() => {
    window.showOnboarding = controls.show;
    return () => {
      if (window.showOnboarding === controls.show) delete window.showOnboarding;
    };
  }, [controls]);

  return (
    <OnboardingContext.Provider value={controls}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <OnboardingDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </OnboardingContext.Provider>
  );
}
