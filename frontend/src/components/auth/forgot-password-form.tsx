import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordRequest } from '@presently/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '@/hooks/use-request-password-reset';

const linkClass = 'font-semibold text-rose-700 underline-offset-2 hover:underline';

/** Asks for a reset link. The answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const request = useRequestPasswordReset({
    onSuccess: ({ message }) => setSent(message),
    onError: (error) => setFailure(userMessage(error, 'Failed to send the reset link. Please try again.')),
  });

  if (sent) {
    return (
      <div className="space-y-5">
        <Alert variant="success" title="Check your e-mail">
          {sent}
        </Alert>
        <p className="text-sm text-stone-600">
          No e-mail after a few minutes? Look in your spam folder, or{' '}
          <button type="button" className={linkClass} onClick={() => setSent(null)}>
            try another address
          </button>
          .
        </p>
        <p className="text-sm">
          <Link to="/auth" className={linkClass}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        request.mutate(values);
      })}
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input id="forgot-email" type="email" autoComplete="email" {...form.register('email')} {...invalidProps('forgot-email', errors.email?.message)} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending link...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        Remembered it?{' '}
        <Link to="/auth" className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
