import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { SandboxCard } from '@/api/billing';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cardFormSchema, digitsOnly, formatCardNumber, formatExpiry, parseExpiry, type CardFormValues } from './card-validation';

interface SandboxCardFormProps {
  amountLabel: string;
  pending: boolean;
  onPay: (card: SandboxCard) => void;
}

/** Our own card form for the sandbox provider (no card data leaves for a third party in this mode). */
export function SandboxCardForm({ amountLabel, pending, onPay }: SandboxCardFormProps) {
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardFormSchema), defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        const expiry = parseExpiry(values.expiry);
        if (!expiry) return;
        onPay({ cardNumber: digitsOnly(values.cardNumber), expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc });
      })}
    >
      <FormField id="card-number" label="Card number" error={errors.cardNumber?.message}>
        <div className="relative">
          <CreditCard aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" />
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className="pl-9 font-mono tracking-wide"
            {...form.register('cardNumber', { onChange: (event) => form.setValue('cardNumber', formatCardNumber(event.target.value)) })}
            {...invalidProps('card-number', errors.cardNumber?.message)}
          />
        </div>
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry?.message}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            className="font-mono"
            {...form.register('expiry', { onChange: (event) => form.setValue('expiry', formatExpiry(event.target.value)) })}
            {...invalidProps('card-expiry', errors.expiry?.message)}
          />
        </FormField>
        <FormField id="card-cvc" label="CVC" error={errors.cvc?.message}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            className="font-mono"
            {...form.register('cvc', { onChange: (event) => form.setValue('cvc', digitsOnly(event.target.value).slice(0, 4)) })}
            {...invalidProps('card-cvc', errors.cvc?.message)}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        <Lock aria-hidden className="size-4" />
        {pending ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
      <p className="text-center text-xs text-stone-500">Sandbox mode: use a test card such as 4242 4242 4242 4242.</p>
    </form>
  );
}
