import prerendered from './prerendered.json';

/**
 * Where the shell's build writes its prerendered pages and where the gateway looks for them. The
 * names live in prerendered.json, which tools/prerender.mjs reads too.
 */
export const PRERENDERED: { directory: string; indexPage: string; signedOutShell: string } = prerendered;
