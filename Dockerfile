# The shop's image for compose.yaml: built once, run as web process or worker by its command.
FROM node:20.19-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && chown -R node:node /app
USER node
ENV NODE_ENV=production
EXPOSE 3000
# node itself, not npm: npm does not pass SIGTERM on, and a container stop must shut the shop down gracefully.
CMD ["node", "scripts/start.mjs"]
