import { buttonClasses, Card, Container } from '@chefs/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

export interface ResourceNotFoundProps {
  /** "Chef Not Found", "Booking Not Found". */
  title: string;
  message: string;
}

/** A chef or booking that does not exist (or is not the user's): says so, with a way home. */
export function ResourceNotFound({ title, message }: ResourceNotFoundProps) {
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-md text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-copper-50 text-copper-700"
        >
          <SearchX className="h-7 w-7" />
        </div>
        <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">{message}</p>
        <div className="mt-6 flex justify-center">
          <Link to="/home" className={buttonClasses()}>
            Back to Home
          </Link>
        </div>
      </Card>
    </Container>
  );
}
