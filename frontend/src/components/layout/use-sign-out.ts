import { useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { useLogout } from '@/hooks/use-logout';
import { toast } from '@/hooks/use-toast';
import { LOGOUT_RELOAD_DELAY_MS } from '@/lib/constants';

/** Spec §4: toast, go to /, reload after 500 ms so no state of the previous user survives. */
export function useSignOut() {
  const navigate = useNavigate();
  return useLogout({
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'You have been successfully logged out', variant: 'success' });
      navigate('/');
      window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: userMessage(error, error.message), variant: 'destructive' });
    },
  });
}
