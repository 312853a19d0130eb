# conductor: the Discord bot in a slim image.
#   docker build -t conductor .
#   docker run --env-file .env -v conductor-data:/app/data conductor
# compose.yaml runs it with Redis.

# Build stage: the release binary.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY assets ./assets
COPY maps ./maps
RUN cargo build --release --locked --bin conductor

# Runtime stage: the binary, the boards and the assets, run as a user
# without rights. curl answers the health check.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home-dir /app --shell /usr/sbin/nologin conductor
WORKDIR /app
COPY --from=build /src/target/release/conductor /usr/local/bin/conductor
COPY maps ./maps
COPY assets ./assets
RUN mkdir -p /app/data && chown conductor:conductor /app/data
USER conductor
ENV CONDUCTOR_MAPS=/app/maps \
    DATA_DIR=/app/data \
    METRICS_ADDR=0.0.0.0:9100
EXPOSE 9100
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD curl -fsS http://127.0.0.1:9100/ready || exit 1
ENTRYPOINT ["/usr/local/bin/conductor"]
CMD ["bot"]
