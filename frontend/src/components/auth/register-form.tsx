import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { userMessage } from '@/api/client';
import { TermsDialog } from '@/components/layout/footer-dialogs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, errorId, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRegister } from '@/hooks/use-register';
import { toast } from '@/hooks/use-toast';
import { todayIsoDate } from '@/lib/dates';
import type { AuthFormCallbacks } from './sign-in-form';
import { registerFormSchema, type RegisterFormInput, type RegisterFormValues } from './auth-schemas';

export function RegisterForm({ onSubmitting, onFailed, onAuthenticated }: AuthFormCallbacks) {
  const [failure, setFailure] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', password: '', confirmPassword: '', email: '', birthday: '', agreeToTerms: false },
  });
  const { errors } = form.formState;
  const register = useRegister({
    onSuccess: () => {
      toast({ title: 'Registration successful', description: 'Your account has been created!', variant: 'success', forNextPage: true });
      onAuthenticated();
    },
    onError: (error) => {
      const message = userMessage(error, 'Failed to create account');
      setFailure(message);
      onFailed();
      toast({ title: 'Registration failed', description: message, variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(({ username, password, email, birthday }) => {
        setFailure(null);
        onSubmitting();
        register.mutate({ username, password, email, birthday, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
      })}
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <FormField id="register-username" label="Username" error={errors.username?.message}>
        <Input id="register-username" autoComplete="username" {...form.register('username')} {...invalidProps('register-username', errors.username?.message)} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-password" label="Password" error={errors.password?.message}>
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
            {...invalidProps('register-password', errors.password?.message)}
          />
        </FormField>
        <FormField id="register-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input
            id="register-confirm-password"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            {...invalidProps('register-confirm-password', errors.confirmPassword?.message)}
          />
        </FormField>
      </div>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input id="register-email" type="email" autoComplete="email" {...form.register('email')} {...invalidProps('register-email', errors.email?.message)} />
      </FormField>
      <FormField id="register-birthday" label="Birthday" optional error={errors.birthday?.message}>
        <Input
          id="register-birthday"
          type="date"
          max={todayIsoDate()}
          autoComplete="bday"
          {...form.register('birthday')}
          {...invalidProps('register-birthday', errors.birthday?.message)}
        />
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="agreeToTerms"
            render={({ field }) => (
              <Checkbox
                id="register-terms"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={errors.agreeToTerms ? true : undefined}
                aria-describedby={errors.agreeToTerms ? errorId('register-terms') : undefined}
              />
            )}
          />
          <p className="text-sm text-stone-700">
            <label htmlFor="register-terms" className="cursor-pointer">
              I agree to the
            </label>{' '}
            <button type="button" className="font-semibold text-rose-700 underline-offset-2 hover:underline" onClick={() => setTermsOpen(true)}>
              Terms and Conditions
            </button>
          </p>
        </div>
        {errors.agreeToTerms && (
          <p id={errorId('register-terms')} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
            {errors.agreeToTerms.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} closeLabel="I Understand" />
    </form>
  );
}
