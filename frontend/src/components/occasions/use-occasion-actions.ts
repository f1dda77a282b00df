import type { CurrentUser, Occasion } from '@presently/proto';
import { FREE_OCCASION_LIMIT } from '@presently/proto';
import { useNavigate } from 'react-router-dom';
import { isStatus, userMessage } from '@/api/client';
import { useCreateOccasion } from '@/hooks/use-create-occasion';
import { useDeleteOccasion } from '@/hooks/use-delete-occasion';
import { toast } from '@/hooks/use-toast';
import { useUpdateOccasion } from '@/hooks/use-update-occasion';
import { isPremiumUser } from '@/lib/premium';
import { toPayload, type OccasionFormValues } from './occasion-form-dialog';

interface Handlers {
  onCreated: () => void;
  onUpdated: () => void;
  onDeleted: () => void;
}

/** The occasion mutations with their §8 toasts and the free plan limit. */
export function useOccasionActions(user: CurrentUser | null | undefined, occasions: Occasion[], handlers: Handlers) {
  const navigate = useNavigate();
  const premium = isPremiumUser(user);
  const atFreeLimit = !!user && !premium && occasions.length >= FREE_OCCASION_LIMIT;

  const limitToast = () =>
    toast({
      title: 'Free Plan Limit Reached',
      description: 'Upgrade to Premium for unlimited occasions',
      variant: 'warning',
      action: { label: 'Upgrade', onClick: () => navigate('/subscription') },
    });

  const create = useCreateOccasion({
    onSuccess: () => {
      toast({ title: 'Occasion created', description: 'Your occasion has been added to the calendar', variant: 'success' });
      handlers.onCreated();
    },
    onError: (error) => {
      if (isStatus(error, 403)) limitToast();
      else toast({ title: 'Failed to create occasion', description: userMessage(error, error.message), variant: 'destructive' });
    },
  });
  const update = useUpdateOccasion({
    onSuccess: () => {
      toast({ title: 'Occasion updated', description: 'Your changes have been saved', variant: 'success' });
      handlers.onUpdated();
    },
    onError: (error) => toast({ title: 'Failed to update occasion', description: userMessage(error, error.message), variant: 'destructive' }),
  });
  const remove = useDeleteOccasion({
    onSuccess: () => {
      toast({ title: 'Occasion deleted', description: 'The occasion has been removed from your calendar', variant: 'success' });
      handlers.onDeleted();
    },
    onError: (error) => toast({ title: 'Failed to delete occasion', description: userMessage(error, error.message), variant: 'destructive' }),
  });

  return {
    premium,
    atFreeLimit,
    /** True when the add dialog may open; otherwise explains why not. */
    canAdd: () => {
      if (!user) return false;
      if (atFreeLimit) {
        limitToast();
        return false;
      }
      return true;
    },
    create: (values: OccasionFormValues) => {
      // Creating requires a signed-in user; otherwise nothing happens (spec §5).
      if (user) create.mutate(toPayload(values, user.id));
    },
    update: (id: number, values: OccasionFormValues) => {
      if (user) update.mutate({ id, payload: toPayload(values, user.id) });
    },
    remove: (id: number) => remove.mutate(id),
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
  };
}
