import { AlertCircle, RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface PageErrorBoundaryProps {
  /** The page the boundary guards; a new one (the user navigated away) clears the error. */
  page: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  page: string;
  failed: boolean;
}

/** Shows a way out instead of a blank screen when a page fails to load or render; the header stays usable. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { page: this.props.page, failed: false };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-3xl bg-rose-50 text-rose-500">
          <AlertCircle aria-hidden className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold text-stone-900">This page didn't load</h1>
        <p className="mt-3 text-stone-600">Something went wrong on our side. Reloading usually fixes it.</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="size-4" />
          Reload
        </Button>
      </div>
    );
  }
}
