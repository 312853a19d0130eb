//! Leaves a finished Europe game (ann, then a computer player in her seat,
//! against two computer players) in an embedded store, and prints its page's
//! path, for measuring the web pages:
//!
//! ```text
//! cargo run --release --example web_game -- /tmp/webdata
//! conductor web --data /tmp/webdata --addr 127.0.0.1:8080 &
//! wrk -t2 -c100 -d20s --latency http://127.0.0.1:8080/PATH
//! ```

use conductor::host::{Caller, ChannelRecord, Host, Request, game_path};
use conductor::i18n::Lang;
use conductor::store::{EMBEDDED_FILE, EmbeddedStore, Store};
use std::sync::Arc;

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "webdata".into());
    std::fs::create_dir_all(&dir).expect("the folder");
    let store =
        EmbeddedStore::open(&std::path::Path::new(&dir).join(EMBEDDED_FILE)).expect("store");
    let store: Arc<dyn Store> = Arc::new(store);
    let host = Host::new(store.clone(), conductor::ai::decide);
    for line in [
        "/game new map:europe seats:3 turn:0",
        "/game addbot",
        "/game addbot",
        "/game start",
        "/keep tickets:1,2,3",
    ] {
        let req = Request {
            channel: "web".into(),
            caller: Caller {
                id: "ann".into(),
                name: "ann".into(),
                admin: false,
                lang: Lang::En,
            },
            channel_lang: Lang::En,
            command: conductor::cli::parse(line).expect("a command"),
            key: None,
            guild: Some("g".into()),
            from_channel: true,
        };
        let reply = host.handle(&req, 1000);
        assert!(reply.applied, "{line}: {}", reply.text);
    }
    let rec = ChannelRecord::read(&store.load("web").unwrap().unwrap().data).unwrap();
    host.member_left("g", "ann", 2000)
        .expect("the game plays out");
    let done = store.archived(&rec.game_id).unwrap().expect("finished");
    let rec = ChannelRecord::read(&done.data).unwrap();
    println!("{}", game_path(&rec).expect("a token"));
}
