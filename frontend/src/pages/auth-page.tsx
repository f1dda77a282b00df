import { AuthPanel } from '@/components/auth/auth-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AuthPage() {
  useDocumentTitle('Sign In');
  return <AuthPanel />;
}
