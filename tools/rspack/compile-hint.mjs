// V8's explicit compile hint (Chromium 136 and later; a comment to every other engine): as a
// script's first line, the browser compiles all its functions on a background thread while the
// file streams in. The web builds start every chunk with it (web.config.mjs) and the bundle
// budget checks that the scripts of `/` do (tools/bundle-budget.mjs). Its own module, free of
// rspack, so the budget reads the same line without loading the bundler.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
