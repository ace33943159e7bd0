# The app image for docker-compose.yml: API, projections and the built UI in one process.
FROM node:20-bookworm-slim
# Chromium renders template thumbnails (workflows/render); CHROMIUM_PATH defaults to /usr/bin/chromium.
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build:ui
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "api/main.ts"]
