import { ProfileView } from '@/components/profile/profile-view';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const { data: user } = useCurrentUser();
  return user ? <ProfileView user={user} /> : <PageSpinner />;
}
