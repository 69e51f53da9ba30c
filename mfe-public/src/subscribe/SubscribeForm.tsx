import { useSubscribeRecipes } from '@chefs/api-client';
import { Button, Input, toast } from '@chefs/ui';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { subscribeFailureMessage } from './subscribe-failure';
import { canSubmitSubscription, subscriptionEmailError } from './subscribe-rules';

export interface SubscribeFormProps {
  /** Called with the address once the server has it. */
  onSubscribed: (email: string) => void;
}

/** The recipe-collection e-mail form: required e-mail input; sends only a plausible address. */
export function SubscribeForm({ onSubscribed }: SubscribeFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeRecipes();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = canSubmitSubscription(email) ? subscriptionEmailError(email) : subscriptionEmailError('');
    setError(problem);
    if (problem || subscribe.isPending) return;
    const address = email.trim();
    subscribe.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast({ title: 'Success!', description: 'Check your email for our complete recipe collection.' });
          onSubscribed(address);
        },
        onError: (err) => {
          toast({ variant: 'destructive', title: 'Subscription Failed', description: subscribeFailureMessage(err) });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} aria-label="Subscribe to our recipe collection" className="w-full">
      <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="pl-9!"
          />
        </div>
        <Button type="submit" variant="accent" className="h-11!" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-copper-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
