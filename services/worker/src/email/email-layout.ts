/** The parts of an e-mail; `renderLayout` turns them into a plain-text and a simple HTML body. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Atlanta Private Chefs';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderLayout(c: EmailContent): RenderedEmail {
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.details?.length ? [...c.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    `The ${BRAND} team`,
  ].join('\n');

  const rows = (c.details ?? [])
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td style="padding:4px 0"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px;color:#b45309;margin:0 0 16px">${escapeHtml(BRAND)}</h1>`,
    `<p>${escapeHtml(c.greeting)}</p>`,
    ...c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    rows ? `<table style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>` : '',
    c.action
      ? `<p><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>`
      : '',
    `<p style="color:#6b7280">The ${escapeHtml(BRAND)} team</p>`,
    '</body></html>',
  ].join('');
  return { subject: c.subject, text, html };
}
