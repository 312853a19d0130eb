//! The web front end on a free loopback port, a plain HTTP/1.1 client for
//! it, and games played through the host to look at.

use conductor::cli;
use conductor::host::{Caller, ChannelRecord, Host, Request, game_path};
use conductor::i18n::Lang;
use conductor::store::Store;
use conductor::web::{Site, serve};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::Duration;

/// The server of `site`, on its own runtime, while this lives.
pub struct Served {
    pub addr: SocketAddr,
    _runtime: tokio::runtime::Runtime,
}

impl Served {
    pub fn start(site: Site) -> Served {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("runtime");
        let addr = runtime
            .block_on(serve("127.0.0.1:0".parse().unwrap(), site))
            .expect("the server starts");
        Served {
            addr,
            _runtime: runtime,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    pub fn get(&self, path: &str) -> Page {
        get(self.addr, path)
    }
}

/// One answer: its status, its header lines (lower-cased) and its body.
pub struct Page {
    pub status: u16,
    pub head: String,
    pub body: String,
}

/// `GET path` on `addr`, the whole answer.
pub fn get(addr: SocketAddr, path: &str) -> Page {
    get_with(addr, path, "X-Test: 1")
}

/// `GET path` on `addr` with one more header line, the whole answer.
pub fn get_with(addr: SocketAddr, path: &str, header: &str) -> Page {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: test\r\n{header}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).expect("read");
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let head = head.to_lowercase();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = if head.contains("transfer-encoding: chunked") {
        unchunk(body)
    } else {
        body.to_string()
    };
    Page { status, head, body }
}

fn unchunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || after.len() < n {
            break;
        }
        out.push_str(&after[..n]);
        rest = after[n..].trim_start_matches("\r\n");
    }
    out
}

/// `line` from user `id` (shown as `name`) in `channel` of server `g1`.
pub fn req(channel: &str, id: &str, name: &str, line: &str) -> Request {
    Request {
        channel: channel.into(),
        caller: Caller {
            id: id.into(),
            name: name.into(),
            admin: false,
            lang: Lang::En,
        },
        channel_lang: Lang::En,
        command: cli::parse(line).unwrap_or_else(|e| panic!("{line}: {e}")),
        key: None,
        guild: Some("g1".into()),
        from_channel: true,
    }
}

/// Sends `line`; it must be applied.
pub fn send(host: &Host, channel: &str, id: &str, line: &str) {
    send_at(host, channel, id, line, 1000);
}

/// Sends `line` at `now`; it must be applied.
pub fn send_at(host: &Host, channel: &str, id: &str, line: &str, now: u64) {
    let r = host.handle(&req(channel, id, id, line), now);
    assert!(r.applied, "{line}: {}", r.text);
}

/// The record in `channel`.
pub fn record(store: &dyn Store, channel: &str) -> ChannelRecord {
    let rec = store.load(channel).expect("load").expect("a record");
    ChannelRecord::read(&rec.data).expect("record parses")
}

/// The path of the game page in `channel`.
pub fn path_of(store: &dyn Store, channel: &str) -> String {
    game_path(&record(store, channel)).expect("a committed game has a token")
}

/// A started game in `channel` on `map`: ann (a person) against `bots`
/// easy computer players, ann's first tickets kept.
pub fn started(host: &Arc<Host>, channel: &str, map: &str, bots: usize) {
    started_at(host, channel, map, bots, 1000);
}

/// [`started`], at `now` (links made then last from then on).
pub fn started_at(host: &Arc<Host>, channel: &str, map: &str, bots: usize, now: u64) {
    let send = |line: &str| send_at(host, channel, "ann", line, now);
    send(&format!("/game new map:{map} seats:{} turn:0", bots + 1));
    for _ in 0..bots {
        send("/game addbot level:easy");
    }
    send("/game start");
    let keep = if map == "usa" { "1,2" } else { "1,2,3" };
    send(&format!("/keep tickets:{keep}"));
}

/// The path of the private page linked from the latest private picture
/// sent to `user` in `sent`.
pub fn private_path_in(sent: &[conductor::host::OutMsg], user: &str) -> Option<String> {
    use conductor::host::{Picture, Target};
    let url = sent
        .iter()
        .rev()
        .filter(|m| m.to == Target::User(user.into()))
        .filter(|m| matches!(m.picture, Some(Picture::Private { .. })))
        .find_map(|m| m.link.as_ref())?
        .url
        .clone();
    Some(url[url.find("/p/")?..].to_string())
}

/// Ann leaves the server: a computer player takes her seat and the
/// computer players play the game to its end (archived).
pub fn finish(host: &Host) {
    host.member_left("g1", "ann", 2000).expect("left");
}

/// Text inside an HTML attribute, as the browser reads it.
pub fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The value of attribute `name` of the first element that has it.
pub fn attribute(html: &str, name: &str) -> Option<String> {
    let start = html.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = html[start..].find('"')? + start;
    Some(unescape(&html[start..end]))
}

/// Reads a page's event stream until a `changed` event; false if none
/// comes within `secs`.
pub fn changed_event(stream: &mut std::net::TcpStream, secs: u64) -> bool {
    use std::io::Read;
    let mut seen = Vec::new();
    let mut buf = [0u8; 1024];
    let started = std::time::Instant::now();
    while started.elapsed() < std::time::Duration::from_secs(secs) {
        match stream.read(&mut buf) {
            Ok(0) => return false,
            Ok(n) => {
                seen.extend_from_slice(&buf[..n]);
                if String::from_utf8_lossy(&seen).contains("event: changed") {
                    return true;
                }
            }
            Err(_) => {}
        }
    }
    false
}

/// The event stream at `events` (a page's `data-events`), once its
/// answer's headers have come: from then on it follows the game.
pub fn open_events(served: &Served, events: &str) -> std::net::TcpStream {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(served.addr).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    write!(stream, "GET {events} HTTP/1.1\r\nHost: t\r\n\r\n").unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        assert_eq!(stream.read(&mut byte).unwrap(), 1, "the stream answers");
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head).to_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("text/event-stream"), "{head}");
    stream
        .set_read_timeout(Some(std::time::Duration::from_millis(200)))
        .unwrap();
    stream
}

/// The address a game page's script follows it at.
pub fn events_of(served: &Served, path: &str) -> String {
    let page = served.get(path);
    assert_eq!(page.status, 200, "{}", page.body);
    attribute(&page.body, "data-events").expect("the page names its event stream")
}
