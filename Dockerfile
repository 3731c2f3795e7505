# Kicker League, production image (docs/operations.md). Two stages: the first installs every
# package and builds the web client; the second holds only what runs: the server's packages
# (production dependencies), the sources it runs through tsx, and the built client.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV COREPACK_INTEGRITY_KEYS=0 CI=true
COPY . .
RUN npx --yes pnpm@12.21.0 install --frozen-lockfile \
 && npx pnpm build \
 # Only what the server needs at run time: its production dependencies and the workspace packages it imports.
 && rm -rf node_modules */node_modules \
 && npx pnpm install --frozen-lockfile --prod --filter @kicker/server...

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/events ./events
COPY --from=build /app/projections ./projections
COPY --from=build /app/server ./server
COPY --from=build /app/client/dist ./client/dist
# The server renders the season screen with this bundle (self-contained: no client packages needed).
COPY --from=build /app/client/dist-server ./client/dist-server
COPY --from=build /app/client/persisted-queries.json ./client/persisted-queries.json
# Not root: the server runs as the image's `node` user. /data is only used without DATABASE_URL
# (the embedded PostgreSQL); with a database of your own nothing is written inside the container.
RUN mkdir -p /data && chown node:node /data
# From server/: the production install links tsx into server/node_modules only (the root package is
# not installed), and `node --import tsx` resolves it from the working directory.
WORKDIR /app/server
USER node
EXPOSE 3000
# Ready = the database answers and every migration has run (/readyz); the proxy and compose's
# depends_on wait for it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) closes HTTP, sockets and the pool in order (server/src/main.ts).
# The maintenance scripts run the same way (docs/operations.md), e.g.
#   node --import tsx scripts/events-export.ts /backup/kicker-events.jsonl
CMD ["node", "--import", "./src/preload.mjs", "--import", "tsx", "src/main.ts"]
