// The production builds' federation runtime starts without reading localStorage
// (tools/rspack/federation-no-storage-loader.mjs). Run on the installed @module-federation/sdk,
// so an upgrade that moves the check fails here as well as in the build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import loader from '../rspack/federation-no-storage-loader.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SDK = path.join(ROOT, 'node_modules/@module-federation/sdk/dist');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-sdk-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the loader as rspack would on `file`'s text; answers its output and the errors it emitted. */
function load(source, resourcePath = 'sdk.js') {
  const errors = [];
  const out = loader.call({ resourcePath, emitError: (error) => errors.push(error) }, source);
  return { out, errors };
}

/** The sdk's isDebugMode, from `source` written as a module, in a browser-like global whose localStorage counts reads. */
async function debugModeReads(source, name) {
  const file = path.join(tmp, `${name}.mjs`);
  fs.writeFileSync(file, source);
  let reads = 0;
  const storage = { getItem: () => null };
  globalThis.window = {
    document: {},
    get localStorage() {
      reads += 1;
      return storage;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => globalThis.window.localStorage });
  try {
    const sdk = await import(pathToFileURL(file).href);
    return { debug: sdk.isDebugMode(), reads };
  } finally {
    delete globalThis.window;
    delete globalThis.localStorage;
  }
}

test('the sdk as installed reads localStorage to decide its debug mode (what the loader is for)', async () => {
  const source = fs.readFileSync(path.join(SDK, 'index.esm.js'), 'utf8');
  const { debug, reads } = await debugModeReads(source, 'as-installed');
  assert.equal(debug, false);
  assert.ok(reads > 0, 'the installed sdk no longer reads localStorage: the loader may be dropped');
});

test('after the loader, debug mode is off without a read of localStorage', async () => {
  const { out, errors } = load(fs.readFileSync(path.join(SDK, 'index.esm.js'), 'utf8'));
  assert.deepEqual(errors, []);
  const { debug, reads } = await debugModeReads(out, 'loaded');
  assert.equal(debug, false);
  assert.equal(reads, 0);
});

test('every file of the sdk that reads localStorage is one the loader can mend', () => {
  const files = fs.readdirSync(SDK).filter((f) => /\.(m?js|cjs)$/.test(f));
  const reading = files.filter((f) => fs.readFileSync(path.join(SDK, f), 'utf8').includes('localStorage'));
  assert.ok(reading.length > 0);
  for (const f of reading) {
    const { out, errors } = load(fs.readFileSync(path.join(SDK, f), 'utf8'), f);
    assert.deepEqual(errors, [], f);
    assert.match(out, /function isBrowserDebug\(\)\s*\{\n {2}return false;/, f);
  }
});

test('a file that reads localStorage elsewhere fails the build; one that does not is left alone', () => {
  const moved = load('export const on = () => Boolean(localStorage.getItem("FEDERATION_DEBUG"));', 'moved.js');
  assert.equal(moved.errors.length, 1);
  assert.match(moved.errors[0].message, /moved\.js reads localStorage outside isBrowserDebug/);
  const plain = 'export const x = 1;';
  assert.deepEqual(load(plain), { out: plain, errors: [] });
});
