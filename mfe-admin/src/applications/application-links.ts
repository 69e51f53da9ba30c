/**
 * The `tel:` address of a phone number as the applicant typed it ("(404) 555-0148" →
 * "tel:4045550148", a leading + kept); null when it holds no digit to dial.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The video address when it is one a browser may open from the dashboard (http or https); null
 * for anything else (a `javascript:` address from an old row, text that is no address), which
 * is then shown as text, never as a link.
 */
export function webHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
