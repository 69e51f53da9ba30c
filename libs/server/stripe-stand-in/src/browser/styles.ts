/**
 * The Payment Element's look: a clean card form in the spirit of Stripe's default theme,
 * every rule scoped under `.sst-root` so it never touches the page. Appearance variables
 * (`elements({ appearance: { variables } })`) arrive as the --sst-* custom properties.
 */
export const PAYMENT_ELEMENT_CSS = `
.sst-root {
  --sst-primary: #0570de; --sst-text: #30313d; --sst-muted: #6d6e78; --sst-danger: #df1b41;
  --sst-bg: #ffffff; --sst-border: #e0e0e6; --sst-radius: 8px; --sst-font: inherit; --sst-size: 16px;
  box-sizing: border-box; width: 100%; max-width: 100%; font-family: var(--sst-font); color: var(--sst-text);
  font-size: var(--sst-size); line-height: 1.4;
}
.sst-root *, .sst-root *::before, .sst-root *::after { box-sizing: border-box; }
.sst-tab {
  display: inline-flex; align-items: center; gap: 8px; margin: 0 0 14px; padding: 8px 14px;
  border: 1px solid var(--sst-primary); border-radius: var(--sst-radius); background: var(--sst-bg);
  color: var(--sst-primary); font-size: 0.875em; font-weight: 600; box-shadow: 0 0 0 1px var(--sst-primary);
}
.sst-tab svg { width: 18px; height: 18px; }
.sst-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
.sst-field { display: flex; flex-direction: column; min-width: 0; }
.sst-wide { grid-column: 1 / -1; }
.sst-label { margin: 0 0 6px; font-size: 0.875em; font-weight: 500; color: var(--sst-text); }
.sst-control { position: relative; display: flex; align-items: center; }
.sst-input {
  width: 100%; min-width: 0; height: 46px; margin: 0; padding: 10px 12px; border: 1px solid var(--sst-border);
  border-radius: var(--sst-radius); background: var(--sst-bg); color: var(--sst-text); font: inherit;
  font-size: var(--sst-size); letter-spacing: 0.02em; outline: none; appearance: none;
  box-shadow: 0 1px 1px rgba(0, 0, 0, 0.03), 0 3px 6px rgba(0, 0, 0, 0.02);
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
}
.sst-input::placeholder { color: #87888f; opacity: 1; }
.sst-input:focus {
  border-color: var(--sst-primary);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--sst-primary) 25%, transparent), 0 1px 1px rgba(0, 0, 0, 0.03);
}
.sst-input[aria-invalid='true'] { border-color: var(--sst-danger); color: var(--sst-danger); }
.sst-input[aria-invalid='true']:focus {
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--sst-danger) 22%, transparent);
}
.sst-input[readonly] { background: #f6f8fa; cursor: progress; }
.sst-number { padding-right: 64px; }
.sst-brand {
  position: absolute; right: 10px; display: inline-flex; align-items: center; justify-content: center;
  min-width: 40px; height: 24px; padding: 0 6px; border: 1px solid var(--sst-border); border-radius: 4px;
  background: #fff; color: #1a1f71; font-size: 11px; font-weight: 800; font-style: italic; letter-spacing: 0.02em;
  pointer-events: none;
}
.sst-brand[data-brand='unknown'] { color: var(--sst-muted); font-style: normal; }
.sst-brand[data-brand='mastercard'] { color: #eb001b; }
.sst-brand[data-brand='amex'] { color: #2e77bb; }
.sst-error { min-height: 0; margin: 6px 0 0; color: var(--sst-danger); font-size: 0.8125em; }
.sst-error:empty { display: none; }
.sst-note { margin: 14px 0 0; color: var(--sst-muted); font-size: 0.8125em; }
.sst-note code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.95em; }
.sst-root[aria-busy='true'] .sst-grid { opacity: 0.7; }
@media (max-width: 360px) { .sst-grid { gap: 10px; } }
`;
