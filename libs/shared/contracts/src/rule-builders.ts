/** The builders of the forms' text rules (form-rules.ts, application-rules.ts, signup-rules.ts). */
import { GENERIC_MESSAGES, type TextRule } from './validation';

// The rule builders are `#__NO_SIDE_EFFECTS__`: a bundle that uses one form's rules does not carry
// the others (a call whose result goes unused may be dropped; docs/performance.md, "Dead tables").
/*#__NO_SIDE_EFFECTS__*/
export function text(message: string, extra: Omit<TextRule, 'kind' | 'message'> = {}): TextRule {
  return { kind: 'text', message, maxLength: 200, ...extra };
}
/**
 * Free text a form may leave empty. `invalidMessage` is what a value of another type answers
 * ("Phone must be text" for a number): "Required" would tell the sender to fill in a field that
 * is optional and was filled in.
 */
/*#__NO_SIDE_EFFECTS__*/
export function optionalText(maxLength: number, invalidMessage = 'Must be text'): TextRule {
  return { kind: 'text', optional: true, maxLength, message: GENERIC_MESSAGES.required, invalidMessage };
}
