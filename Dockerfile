# syntax=docker/dockerfile:1.7
# Targets: app (the product, roles from GLYCO_ROLES), workers (app + Chromium for the PDF reports), web (nginx with the built SPA).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY runtime/package.json runtime/
COPY event-store/package.json event-store/
COPY projections/package.json projections/
COPY imports/package.json imports/
COPY command-api/package.json command-api/
COPY workers/package.json workers/
COPY assistant/package.json assistant/
COPY server/package.json server/
COPY testing/package.json testing/
COPY web/package.json web/
# `npm ci` rejects lockfiles whose optional binaries for other platforms are missing; install keeps the lock.
RUN npm install --no-audit --no-fund

FROM deps AS web-build
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim AS app
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends procps && rm -rf /var/lib/apt/lists/*
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/web/node_modules web/node_modules
COPY . .
COPY --from=web-build /app/web/dist web/dist
ENV NODE_ENV=production DATA_DIR=/var/lib/glyco
RUN mkdir -p /var/lib/glyco && chown node:node /var/lib/glyco
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]

FROM app AS workers
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
USER node

FROM nginx:1.27-alpine AS web
COPY --from=web-build /app/web/dist /usr/share/nginx/html
COPY <<'CONF' /etc/nginx/conf.d/default.conf
server {
  listen 80;
  root /usr/share/nginx/html;
  client_max_body_size 2m;
  location /api/ {
    proxy_pass http://api:3000;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 60s;
  }
  # The live stream (Server-Sent Events): each event passed on as it is written, and open while the
  # viewer stays; the API's heartbeat every 15 s keeps it well inside the read timeout.
  location = /api/live {
    proxy_pass http://api:3000;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_buffering off;
    proxy_cache off;
    proxy_read_timeout 1h;
  }
  location / {
    try_files $uri /index.html;
  }
}
CONF
