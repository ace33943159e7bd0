# The app image for docker-compose.yml: API, projections and the built UI in one process.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build:ui
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "api/main.ts"]
