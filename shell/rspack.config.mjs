// The host. It knows no remote URL at build time: it reads /config.json at start-up.
// `npx rspack serve` serves a dev /config.json pointing at the remotes' dev servers
// (run `npx rspack serve` in each mfe-* folder), or, with SHELL_REMOTES=gateway, takes
// /config.json and /remotes/* from the gateway on :8080.
import { DEV_PORTS, webConfig } from '../libs/web/ui/build/web-rspack.mjs';

const REMOTES = ['public', 'customer', 'chef', 'admin'];
const fromGateway = process.env.SHELL_REMOTES === 'gateway';

export default (env) =>
  webConfig({
    name: 'shell',
    projectDir: import.meta.dirname,
    title: 'Chefs Atlanta · Private chefs in metro Atlanta',
    env,
    devProxy: fromGateway ? [{ context: ['/config.json', '/remotes'], target: 'http://localhost:8080' }] : [],
    devMiddleware: fromGateway
      ? undefined
      : (app) =>
          app.get('/config.json', (_req, res) => {
            res.json({
              remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`])),
            });
          }),
  });
