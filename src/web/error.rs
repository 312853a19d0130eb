//! What can go wrong starting the web server.

/// A web server that could not start.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The address could not be listened on.
    #[error("cannot listen on {addr}: {why}")]
    Bind {
        addr: std::net::SocketAddr,
        why: String,
    },
}
