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
# glibc's malloc raises its mmap threshold to the size of each large block freed (up to 32 MB), so
# after a snapshot's write or read the next blocks of a few MB come from the main heap, which never
# gives them back: 60-80 MB more RSS per instance for good (issue 50). A fixed threshold keeps
# every block of 1 MiB or more in its own mapping, returned when freed. As `npm start` sets it.
ENV NODE_ENV=production PORT=3000 MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["node", "backend/dist/main.js"]
