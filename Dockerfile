# Slotboard for a team: the built app and the built server in one small image, run as a non-root
# user, with the sandbox workspace off. The server is one plain JavaScript file with its packages
# inside: the image has no node_modules, compiles nothing and writes nothing, so it runs read-only.
# README.md, "Deploying for a team", has the whole `docker run` (host names, sign-in token, stop timeout).
#   docker build -t slotboard .

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
# The build's own plugins (vite.config.ts imports them).
COPY scripts ./scripts
COPY public ./public
COPY src ./src
COPY server ./server
COPY serve ./serve
COPY http-guards ./http-guards
COPY sandbox ./sandbox
# The app into dist/, the server into dist-server/start.mjs.
RUN npm run build

FROM node:22-bookworm-slim
# HOST=:: listens on IPv6 and IPv4 both. The drain is how long a stop lets requests in flight finish:
# run the container with a --stop-timeout longer than it (README: --stop-timeout 20), or Docker's
# SIGKILL comes first.
ENV NODE_ENV=production \
    HOST=:: \
    PORT=8080 \
    SLOTBOARD_SANDBOX=off \
    SLOTBOARD_DRAIN_MS=10000
WORKDIR /app
# No src/ in this image: the server then serves dist/ as it is and never builds.
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1, so a stop's SIGTERM reaches the server's graceful shutdown.
CMD ["node", "dist-server/start.mjs"]
