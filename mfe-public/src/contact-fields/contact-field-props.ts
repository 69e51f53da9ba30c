/** What the e-mail and phone fields of the signup and application wizards take. */
export interface ContactFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The user has left the field. */
  onBlur?: () => void;
  className?: string;
}
