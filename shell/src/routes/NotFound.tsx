import { buttonClasses, NotFoundState } from '@chefs/ui';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <NotFoundState
      action={
        <Link to="/" className={buttonClasses()}>
          Go back home
        </Link>
      }
    />
  );
}
