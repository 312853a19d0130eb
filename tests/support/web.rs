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
    let r = host.handle(&req(channel, id, id, line), 1000);
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
    send(
        host,
        channel,
        "ann",
        &format!("/game new map:{map} seats:{} turn:0", bots + 1),
    );
    for _ in 0..bots {
        send(host, channel, "ann", "/game addbot level:easy");
    }
    send(host, channel, "ann", "/game start");
    let keep = if map == "usa" { "1,2" } else { "1,2,3" };
    send(host, channel, "ann", &format!("/keep tickets:{keep}"));
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
