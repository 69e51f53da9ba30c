/**
 * Writes k8s/base/routing/api-routes.generated.yaml from the API route table.
 *
 *   npm run generate -w @chefs/k8s
 *   (= npx node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON k8s/scripts/generate-routes.ts)
 *
 * Node 24 runs this TypeScript file directly (type stripping). The workspace libs are
 * TypeScript sources with extension-less relative imports, so a resolve hook adds the `.ts`
 * that Node's ESM resolver expects; `@chefs/contracts` itself resolves through the npm
 * workspace link.
 */
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';

registerHooks({
  resolve(specifier, context, nextResolve) {
    let resolved;
    try {
      resolved = nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || path.extname(specifier)) throw error;
      resolved = nextResolve(`${specifier}.ts`, context);
    }
    // The libs import their JSON (topology.json) as bundlers do, without `with { type: 'json' }`:
    // the attribute Node's ESM loader asks for is given here.
    return resolved.url.endsWith('.json') ? { ...resolved, importAttributes: { type: 'json' } } : resolved;
  },
});

const { API_ROUTES, SERVICES } = await import('@chefs/contracts');
const { renderApiRoutes } = await import('./api-routes');

const ports = {
  'public-bff': SERVICES['public-bff'].port,
  'customer-bff': SERVICES['customer-bff'].port,
  'chef-bff': SERVICES['chef-bff'].port,
  'admin-bff': SERVICES['admin-bff'].port,
};
const target = path.join(import.meta.dirname, '../base/routing/api-routes.generated.yaml');
writeFileSync(target, renderApiRoutes(API_ROUTES, ports));
console.log(`wrote ${path.relative(process.cwd(), target)} (${API_ROUTES.length} routes)`);
