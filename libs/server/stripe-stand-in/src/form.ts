/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with nested keys, as the
 * official libraries write it (`metadata[bookingId]=12`, `automatic_payment_methods[enabled]=true`,
 * `expand[0]=latest_charge` or `expand[]=latest_charge`).
 */
type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const path = [key.slice(0, first)];
  for (const m of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(m[1]);
  return path;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  for (let i = 0; i < path.length - 1; i++) {
    const part = path[i] === '' ? String(Object.keys(node).length) : path[i];
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as FormObject;
  }
  const last = path[path.length - 1];
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

/** Objects whose keys are exactly 0..n-1 become arrays. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arraysOf(value[k]);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => value[k]);
  return value;
}

/** Parses a form (or query) string into nested objects and arrays of strings. */
export function parseForm(text: string): FormObject {
  const out: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (!key) continue;
    assign(out, keyPath(key), value);
  }
  for (const k of Object.keys(out)) out[k] = arraysOf(out[k]);
  return out;
}

/** A string parameter, or undefined when absent or not a string. */
export function str(form: FormObject | undefined, key: string): string | undefined {
  const v = form?.[key];
  return typeof v === 'string' ? v : undefined;
}

export function obj(form: FormObject | undefined, key: string): FormObject | undefined {
  const v = form?.[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}

export function list(form: FormObject | undefined, key: string): string[] {
  const v = form?.[key];
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** `metadata[...]`: Stripe keeps string values only; an empty string deletes the key. */
export function metadataOf(
  form: FormObject | undefined,
  previous: Record<string, string> = {},
): Record<string, string> {
  const meta = obj(form, 'metadata');
  if (!meta) return { ...previous };
  const out = { ...previous };
  for (const [k, v] of Object.entries(meta)) {
    if (typeof v !== 'string') continue;
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}
