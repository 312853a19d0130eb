//! A loopback TCP proxy that can lose or hold back a reply: it forwards a
//! request to the server, then closes the client's connection instead of
//! passing the answer on (as a network failure after the server acted
//! would), passes the answer on only after a delay (a slow network), or
//! swallows every answer from some request on (a server that went silent
//! after acting).

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// A running proxy to one loopback port.
pub struct Proxy {
    port: u16,
    faults: Arc<Faults>,
}

/// What happens to replies.
#[derive(Default)]
struct Faults {
    lose: AtomicBool,
    hold: AtomicBool,
    /// A request containing these bytes sets off this fault.
    trigger: Mutex<Option<(Vec<u8>, Fault)>>,
}

/// A fault set off by a request.
#[derive(Clone, Copy)]
enum Fault {
    /// Its reply is passed on after this long.
    Delay(Duration),
    /// Its reply and every later one are swallowed.
    Hold,
}

impl Proxy {
    /// Listens on a free loopback port and forwards to `target_port`.
    pub fn start(target_port: u16) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind proxy");
        let port = listener.local_addr().expect("proxy address").port();
        let faults = Arc::new(Faults::default());
        let shared = Arc::clone(&faults);
        thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                let Ok(server) = TcpStream::connect(("127.0.0.1", target_port)) else {
                    continue;
                };
                forward(client, server, Arc::clone(&shared));
            }
        });
        Self { port, faults }
    }

    /// The URL to connect through the proxy.
    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/", self.port)
    }

    /// The next reply from the server is dropped and its connection closed.
    pub fn lose_next_reply(&self) {
        self.faults.lose.store(true, Ordering::SeqCst);
    }

    /// The reply to the next request containing `needle` (say `EVALSHA`, a
    /// commit) is passed on only after `delay`.
    pub fn delay_reply_to(&self, needle: &str, delay: Duration) {
        self.arm(needle, Fault::Delay(delay));
    }

    /// From the next request containing `needle` on, every reply is
    /// swallowed (connections stay open) until [`Proxy::release`].
    pub fn hold_replies_from(&self, needle: &str) {
        self.arm(needle, Fault::Hold);
    }

    /// Replies pass again.
    pub fn release(&self) {
        self.faults.hold.store(false, Ordering::SeqCst);
    }

    fn arm(&self, needle: &str, fault: Fault) {
        *self.faults.trigger.lock().unwrap() = Some((needle.as_bytes().to_vec(), fault));
    }
}

impl Faults {
    /// The fault `request` sets off, if it is the armed one.
    fn set_off(&self, request: &[u8]) -> Option<Fault> {
        let mut trigger = self.trigger.lock().unwrap();
        let hit = trigger.as_ref().is_some_and(|(needle, _)| {
            request
                .windows(needle.len())
                .any(|w| w.eq_ignore_ascii_case(needle))
        });
        hit.then(|| trigger.take().map(|(_, fault)| fault))
            .flatten()
    }
}

fn forward(client: TcpStream, server: TcpStream, faults: Arc<Faults>) {
    let (Ok(mut client_in), Ok(mut server_out)) = (client.try_clone(), server.try_clone()) else {
        return;
    };
    let delay_ms = Arc::new(AtomicU64::new(0));
    let (requests, to_client) = (Arc::clone(&faults), Arc::clone(&delay_ms));
    thread::spawn(move || {
        let mut buf = [0u8; 16 * 1024];
        while let Ok(n @ 1..) = client_in.read(&mut buf) {
            match requests.set_off(&buf[..n]) {
                Some(Fault::Delay(d)) => to_client.store(d.as_millis() as u64, Ordering::SeqCst),
                Some(Fault::Hold) => requests.hold.store(true, Ordering::SeqCst),
                None => {}
            }
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
            if faults.lose.swap(false, Ordering::SeqCst) {
                break;
            }
            if faults.hold.load(Ordering::SeqCst) {
                continue;
            }
            thread::sleep(Duration::from_millis(delay_ms.swap(0, Ordering::SeqCst)));
            if client_out.write_all(&buf[..n]).is_err() {
                break;
            }
        }
        let _ = client_out.shutdown(Shutdown::Both);
        let _ = server_in.shutdown(Shutdown::Both);
    });
}
