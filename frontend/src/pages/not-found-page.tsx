import { AlertCircle, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-3xl bg-red-50 text-red-500">
        <AlertCircle aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-stone-900">404 Page Not Found</h1>
      <p className="mt-3 text-stone-600">This page doesn't exist or has moved. Your saved ideas and occasions are still where they were.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        <Home aria-hidden className="size-4" />
        Back to Home
      </Link>
    </div>
  );
}
