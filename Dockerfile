# Production image of the app (used by docker-compose.yml). Not buildable on the development
# machines (no container engine); kept simple: build once, run the compiled backend.
# Node 24: the current LTS. Several dependencies (openai, i18next, file-type, cookie, nanoid) declare Node >= 22.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:26-bookworm-slim
# Memory (README, "Memory, fifth round"): blocks of 4 MiB and more each in a mapping of its own, given
# back when freed (glibc otherwise raises that threshold to the largest block freed and keeps later ones
# in its heap for good).
ENV NODE_ENV=production PORT=3000 MALLOC_MMAP_THRESHOLD_=4194304
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
USER node
# A young generation of 8 MB semi-spaces, as `npm start` runs it (README, "seventh round"): 16 MB less
# resident per instance than V8's default of 16 MB.
CMD ["node", "--max-semi-space-size=8", "backend/dist/main.js"]
