FROM node:20-bookworm-slim
WORKDIR /app
ENV COREPACK_INTEGRITY_KEYS=0 CI=true
COPY . .
RUN npx --yes pnpm@12.21.0 install --frozen-lockfile && npx pnpm build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]
