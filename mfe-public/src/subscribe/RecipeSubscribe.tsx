import { Container } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { SubscribedState } from './SubscribedState';
import { SubscribeForm } from './SubscribeForm';

/** The recipe-subscribe band (landing page and /recipes): entry, then "You're Subscribed!". */
export function RecipeSubscribe() {
  const titleId = useId();
  const [subscribedAs, setSubscribedAs] = useState<string | null>(null);
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10 lg:px-14 lg:py-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(32rem_18rem_at_100%_0%,rgb(194_111_55/0.35),transparent)]"
          />
          <div className="relative grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
            <div>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-copper-200 uppercase">
                <BookOpen aria-hidden="true" className="h-4 w-4" /> Free recipe collection
              </p>
              <h2 id={titleId} className="mt-2 text-3xl font-semibold sm:text-4xl">
                Weeknight dinners, sorted
              </h2>
              <p className="mt-3 max-w-md text-brand-100">
                Get our chefs&apos; complete recipe collection by email: meal prep plans, quick dinners and a new
                favourite every month.
              </p>
            </div>
            {subscribedAs ? <SubscribedState email={subscribedAs} /> : <SubscribeForm onSubscribed={setSubscribedAs} />}
          </div>
        </div>
      </Container>
    </section>
  );
}
