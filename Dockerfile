# Slotboard for a team: the built app and the proxy in one small image, run as a non-root user,
# with the sandbox workspace off. Set SLOTBOARD_HOSTS to the host name(s) people will use.
#   docker build -t slotboard .
#   docker run -p 8080:8080 -e SLOTBOARD_HOSTS=slotboard.example.org slotboard

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
# The build's own plugins (vite.config.ts imports them).
COPY scripts ./scripts
COPY public ./public
COPY src ./src
RUN node node_modules/vite/bin/vite.js build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SLOTBOARD_SANDBOX=off
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# No src/ in this image: server/start.ts then serves dist/ as it is and never builds.
COPY server ./server
COPY sandbox ./sandbox
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1, so a stop's SIGTERM reaches the server's graceful shutdown.
CMD ["node", "--import", "tsx", "server/start.ts"]
