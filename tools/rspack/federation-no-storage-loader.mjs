// Production builds only: the Module Federation runtime does not read localStorage as it starts.
//
// @module-federation/sdk decides whether its "debug mode" is on (its devtools and verbose logs)
// by reading `localStorage.FEDERATION_DEBUG`, and the runtime asks as soon as it is evaluated: once
// in the shell's entry and again in each remote's entry. A page's first touch of localStorage is a
// synchronous call from the renderer to the browser process, which loads the origin's storage while
// the page waits: 1 to 9 ms of wall time in 20 cold loads of /chefs here, inside the task that
// evaluates the shell's entry (a V8 profile put 27 % of that evaluation's samples in it). No
// setting turns the check off (FEDERATION_DEBUG can only turn debug mode on), and no version up to
// 2.9.3 (the newest at the time of writing) changed it, so this loader makes the check answer "off"
// in the bundles we serve. Development builds are left as they are, so
// `localStorage.FEDERATION_DEBUG = '1'` still works under `rspack serve`.
//
// Written here rather than taken from a package: the string-replace loaders on the registry are
// webpack loaders with webpack 5 as a peer dependency, which npm would install beside rspack for
// the sake of one replacement. docs/performance.md, "The federation runtime's storage read".

/** The start of the sdk's check, in its ES and CommonJS builds alike. */
const DEBUG_CHECK = /function isBrowserDebug\(\)\s*\{/g;

/**
 * Makes `isBrowserDebug()` return false before it reaches localStorage. A file of the sdk that reads
 * localStorage without that function is a newer sdk that moved the check: the build fails, so the
 * change is looked at instead of the read coming back unnoticed.
 * @this {{ resourcePath: string; emitError: (error: Error) => void }}
 * @param {string} source
 */
export default function federationNoStorageLoader(source) {
  if (!source.includes('localStorage')) return source;
  let replaced = 0;
  const out = source.replace(DEBUG_CHECK, (start) => {
    replaced += 1;
    return `${start}\n  return false;`;
  });
  if (replaced === 0)
    this.emitError(
      new Error(
        `${this.resourcePath} reads localStorage outside isBrowserDebug(): see tools/rspack/federation-no-storage-loader.mjs`,
      ),
    );
  return out;
}
