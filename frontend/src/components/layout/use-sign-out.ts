import { useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { useLogout } from '@/hooks/use-logout';
import { toast } from '@/hooks/use-toast';
import { LOGOUT_RELOAD_DELAY_MS } from '@/lib/constants';
import { keepToastAcrossReload, type KeptToast } from '@/lib/storage';

/**
 * Spec §4 after signing out (or deleting the account): toast, go to /, reload after 500 ms so no state of the
 * previous user survives. The toast is kept for the reloaded page too, else it would vanish before it could be read.
 */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  return (message: KeptToast) => {
    toast(message);
    keepToastAcrossReload(message);
    navigate('/');
    window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
  };
}

export function useSignOut() {
  const leave = useLeaveSignedOut();
  return useLogout({
    onSuccess: () => leave({ title: 'Logged out', description: 'You have been successfully logged out', variant: 'success' }),
    onError: (error) => {
      toast({ title: 'Logout failed', description: userMessage(error, error.message), variant: 'destructive' });
    },
  });
}
