// The "chef" remote: exposes ./routes; `npx rspack serve` runs it standalone on its own port.
import { webConfig } from '../tools/rspack/web.config.mjs';

export default (env) =>
  webConfig({
    name: 'chef',
    projectDir: import.meta.dirname,
    exposes: { './routes': './src/expose/routes.ts' },
    title: 'Chefs Atlanta · chef (standalone)',
    env,
  });
