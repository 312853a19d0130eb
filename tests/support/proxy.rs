//! A loopback TCP proxy that can lose a reply: it forwards a request to the
//! server, then closes the client's connection instead of passing the answer
//! on, as a network failure after the server acted would.

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

/// A running proxy to one loopback port.
pub struct Proxy {
    port: u16,
    lose_next_reply: Arc<AtomicBool>,
}

impl Proxy {
    /// Listens on a free loopback port and forwards to `target_port`.
    pub fn start(target_port: u16) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind proxy");
        let port = listener.local_addr().expect("proxy address").port();
        let lose_next_reply = Arc::new(AtomicBool::new(false));
        let lose = Arc::clone(&lose_next_reply);
        thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                let Ok(server) = TcpStream::connect(("127.0.0.1", target_port)) else {
                    continue;
                };
                forward(client, server, Arc::clone(&lose));
            }
        });
        Self {
            port,
            lose_next_reply,
        }
    }

    /// The URL to connect through the proxy.
    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/", self.port)
    }

    /// The next reply from the server is dropped and its connection closed.
    pub fn lose_next_reply(&self) {
        self.lose_next_reply.store(true, Ordering::SeqCst);
    }
}

fn forward(client: TcpStream, server: TcpStream, lose: Arc<AtomicBool>) {
    let (Ok(mut client_in), Ok(mut server_out)) = (client.try_clone(), server.try_clone()) else {
        return;
    };
    thread::spawn(move || {
        let mut buf = [0u8; 16 * 1024];
        while let Ok(n @ 1..) = client_in.read(&mut buf) {
            if server_out.write_all(&buf[..n]).is_err() {
                break;
            }
        }
        let _ = server_out.shutdown(Shutdown::Both);
    });
    thread::spawn(move || {
        let (mut server_in, mut client_out) = (server, client);
        let mut buf = [0u8; 16 * 1024];
        while let Ok(n @ 1..) = server_in.read(&mut buf) {
            if lose.swap(false, Ordering::SeqCst) || client_out.write_all(&buf[..n]).is_err() {
                break;
            }
        }
        let _ = client_out.shutdown(Shutdown::Both);
        let _ = server_in.shutdown(Shutdown::Both);
    });
}
