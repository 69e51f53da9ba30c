import { buttonClasses, NotFoundState } from '@chefs/ui';
import { Link } from 'react-router';

export interface ResourceNotFoundProps {
  /** "Chef Not Found", "Booking Not Found". */
  title: string;
  message: string;
}

/** A chef or booking that does not exist (or is not the user's): says so, with "Back to Home". */
export function ResourceNotFound({ title, message }: ResourceNotFoundProps) {
  return (
    <NotFoundState
      title={title}
      message={message}
      action={
        <Link to="/home" className={buttonClasses()}>
          Back to Home
        </Link>
      }
    />
  );
}
