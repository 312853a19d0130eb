//! Issue 16 part 4: a console line that is not UTF-8 is refused alone and
//! the game goes on.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli::{LocalOptions, run_local};
use conductor::host::{ChannelRecord, Host};
use conductor::i18n::Lang;

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_game_goes_on() {
    let (_dir, store) = support::host::embedded();
    let host = Host::new(store.clone(), conductor::ai::decide);
    let out_dir = tempfile::tempdir().unwrap();
    let opts = LocalOptions {
        out_dir: out_dir.path().to_path_buf(),
        painter: None,
        channel: "chan".into(),
        intro: None,
        preamble: Vec::new(),
        lang: Lang::En,
        series: false,
    };
    let mut input = b"ann: /game new map:usa seats:2\n".to_vec();
    input.extend_from_slice(b"bob: /game join \xff\xfe caf\xe9\r\n");
    input.extend_from_slice(b"bob: /game join\r\n");
    input.extend_from_slice(b"\x80\n");
    input.extend_from_slice(b"ann: /game start\n");
    let mut out = Vec::new();
    run_local(&host, &opts, input.as_slice(), &mut out).expect("the console goes on");
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out.matches("is not UTF-8").count(), 2, "{out}");
    let record = store.load("chan").unwrap().unwrap();
    let text = serde_json::to_string(&ChannelRecord::read(&record.data).unwrap()).unwrap();
    assert!(
        text.contains(r#""state":{"#),
        "the game started after the bad lines: {out}"
    );
}

/// Pictures of a console game: the latest of each kind for each reader by
/// default, every one numbered when asked.
#[test]
fn the_console_keeps_the_latest_picture_of_each_kind_unless_asked_for_all() {
    fn fake(_: &conductor::host::Picture) -> Option<Vec<u8>> {
        Some(b"picture".to_vec())
    }
    let lines = b"ann: /game new map:usa seats:2\nbob: /game join\nann: /game start\n\
        ann: /keep tickets:1,2\nbob: /keep tickets:1,2\nann: /draw from:deck\n\
        ann: /draw from:deck\nbob: /draw from:deck\nbob: /draw from:deck\n";
    for series in [false, true] {
        let (_dir, store) = support::host::embedded();
        let host = Host::new(store, conductor::ai::decide);
        let out_dir = tempfile::tempdir().unwrap();
        let opts = LocalOptions {
            out_dir: out_dir.path().to_path_buf(),
            painter: Some(&fake),
            channel: "chan".into(),
            intro: None,
            preamble: Vec::new(),
            lang: Lang::En,
            series,
        };
        run_local(&host, &opts, &lines[..], &mut Vec::new()).expect("the console runs");
        let mut files: Vec<String> = std::fs::read_dir(out_dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        if series {
            assert!(files.len() > 6, "every picture: {files:?}");
            assert!(
                files.iter().all(|f| f.as_bytes()[0].is_ascii_digit()),
                "{files:?}"
            );
        } else {
            let latest = [
                "ann-hand.png",
                "ann-since.png",
                "bob-hand.png",
                "bob-since.png",
                "channel-board.png",
            ];
            assert_eq!(files, latest);
        }
    }
}
