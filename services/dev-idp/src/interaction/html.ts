const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export const esc = (value: string | number | boolean | null | undefined): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f5f1eb}
main{width:100%;max-width:400px;background:#fff;border-radius:12px;padding:28px 24px;box-shadow:0 8px 24px rgba(0,0,0,.08)}
h1{margin:0 0 4px;font-size:1.5rem;color:#7c2d12}
p.lead{margin:0 0 20px;color:#4b5563}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:12px;font-size:1rem;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;margin-top:20px;padding:12px;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#9a3412;color:#fff;cursor:pointer}
button:hover{background:#7c2d12}
.error{margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.hint{margin-top:24px;padding-top:16px;border-top:1px solid #e5e7eb;font-size:.9rem;color:#4b5563}
.hint ul{margin:6px 0 0;padding-left:18px}
code{font-size:.9em;background:#f3f4f6;padding:1px 4px;border-radius:4px}
`;

/** A complete page: inline CSS, no external assets, readable on a phone. */
export function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
