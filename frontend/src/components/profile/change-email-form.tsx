import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, type ChangeEmailRequest } from '@presently/proto';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { userMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangeEmail } from '@/hooks/use-change-email';
import { toast } from '@/hooks/use-toast';

/** The address reminders and password reset links go to; changing it asks for the password again. */
export function ChangeEmailForm({ username, email }: { username: string; email: string }) {
  const form = useForm<ChangeEmailRequest>({ resolver: zodResolver(changeEmailSchema), defaultValues: { email, currentPassword: '' } });
  const { errors } = form.formState;
  const change = useChangeEmail({
    onSuccess: (profile) => {
      toast({
        title: 'Email changed',
        // A new address is confirmed by its link before reminders go to it.
        description: profile.emailVerified
          ? `We'll write to ${profile.email} from now on.`
          : `We sent a link to ${profile.email}: open it to confirm the address, and reminders will go there.`,
        variant: 'success',
      });
      form.reset({ email: profile.email, currentPassword: '' });
    },
    onError: (error) => toast({ title: 'Error changing email', description: userMessage(error, 'Failed to change email'), variant: 'destructive' }),
  });

  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft sm:p-7" aria-labelledby="email-title">
      <h3 id="email-title" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
        <Mail aria-hidden className="size-5 text-rose-500" /> Change email
      </h3>
      <form noValidate className="mt-5 max-w-md space-y-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        {/* Lets password managers pair the password with the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <FormField id="email-new" label="New email" error={errors.email?.message}>
          <Input id="email-new" type="email" autoComplete="email" {...form.register('email')} {...invalidProps('email-new', errors.email?.message)} />
        </FormField>
        <FormField id="email-password" label="Current password" error={errors.currentPassword?.message}>
          <Input
            id="email-password"
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            {...invalidProps('email-password', errors.currentPassword?.message)}
          />
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing email...' : 'Change Email'}
        </Button>
      </form>
    </section>
  );
}
