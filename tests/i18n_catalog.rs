//! The catalogs against the code: every key the code uses exists in every
//! language with the same arguments, and every key a catalog has is used.

use conductor::i18n::{FILES, Lang};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What one language's catalog defines.
#[derive(Default)]
struct Catalog {
    /// Message key → the variables its text uses.
    messages: BTreeMap<String, BTreeSet<String>>,
    /// Terms (`-name`) defined and referenced.
    terms: BTreeSet<String>,
    term_refs: BTreeSet<String>,
    /// Messages referenced from other messages.
    message_refs: BTreeSet<String>,
}

fn walk_pattern(p: &Pattern<&str>, vars: &mut BTreeSet<String>, cat: &mut Catalog) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            walk_expr(expression, vars, cat);
        }
    }
}

fn walk_expr(e: &Expression<&str>, vars: &mut BTreeSet<String>, cat: &mut Catalog) {
    match e {
        Expression::Select { selector, variants } => {
            walk_inline(selector, vars, cat);
            for v in variants {
                walk_pattern(&v.value, vars, cat);
            }
        }
        Expression::Inline(i) => walk_inline(i, vars, cat),
    }
}

fn walk_inline(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>, cat: &mut Catalog) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            cat.message_refs.insert(id.name.to_string());
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            cat.term_refs.insert(id.name.to_string());
            if let Some(a) = arguments {
                for p in &a.positional {
                    walk_inline(p, vars, cat);
                }
            }
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                walk_inline(p, vars, cat);
            }
        }
        InlineExpression::Placeable { expression } => walk_expr(expression, vars, cat),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}

fn catalog(lang: Lang) -> Catalog {
    let mut cat = Catalog::default();
    for src in FILES.iter().filter(|s| s.lang == lang) {
        let res = parser::parse(src.text)
            .unwrap_or_else(|(_, errs)| panic!("{} does not parse: {errs:?}", src.path));
        for entry in &res.body {
            match entry {
                Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        walk_pattern(v, &mut vars, &mut cat);
                    }
                    assert!(m.value.is_some(), "{}: {} has no text", src.path, m.id.name);
                    let key = m.id.name.to_string();
                    assert!(
                        cat.messages.insert(key.clone(), vars).is_none(),
                        "{}: {key} is defined twice in {lang}",
                        src.path
                    );
                }
                Entry::Term(t) => {
                    let mut vars = BTreeSet::new();
                    walk_pattern(&t.value, &mut vars, &mut cat);
                    cat.terms.insert(t.id.name.to_string());
                }
                Entry::Junk { content } => panic!("{}: cannot read {content:?}", src.path),
                _ => {}
            }
        }
    }
    cat
}

/// Skips a string literal starting at `i` (a `"`), returning the index after it.
fn skip_string(b: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// The macros that take a literal catalog key and named arguments.
const MACROS: [&str; 1] = ["msg!("];

/// Every call of the [`MACROS`] in a source file: its key and argument names.
fn calls(text: &str, file: &Path, out: &mut Vec<(String, BTreeSet<String>)>) {
    for mac in MACROS {
        calls_of(mac, text, file, out);
    }
}

/// Every `mac...)` call in a source file: its key and argument names.
fn calls_of(mac: &str, text: &str, file: &Path, out: &mut Vec<(String, BTreeSet<String>)>) {
    let b = text.as_bytes();
    let mut from = 0;
    while let Some(at) = text[from..].find(mac) {
        let start = from + at + mac.len();
        from = start;
        if text[..start - mac.len()].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue;
        }
        // Split the call's top-level arguments at commas.
        let (mut depth, mut i, mut part_start) = (0usize, start, start);
        let mut parts = Vec::new();
        while i < b.len() {
            match b[i] {
                b'"' => {
                    i = skip_string(b, i);
                    continue;
                }
                b'\'' if b.get(i + 2) == Some(&b'\'') => i += 2,
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => {
                    parts.push(text[part_start..i].trim());
                    break;
                }
                b')' | b']' | b'}' => depth -= 1,
                b',' if depth == 0 => {
                    parts.push(text[part_start..i].trim());
                    part_start = i + 1;
                }
                _ => {}
            }
            i += 1;
        }
        let key = parts.first().copied().unwrap_or_default();
        if key.starts_with("$key") {
            continue; // the macro's own definition
        }
        let key = key
            .strip_prefix('"')
            .and_then(|k| k.strip_suffix('"'))
            .unwrap_or_else(|| panic!("{}: {mac} needs a literal key, got {key}", file.display()));
        let names = parts[1..]
            .iter()
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (name, _) = p.split_once('=').unwrap_or_else(|| {
                    panic!("{}: {key}: argument {p} has no name", file.display())
                });
                name.trim().to_string()
            })
            .collect();
        out.push((key.to_string(), names));
    }
}

fn used_in_code() -> BTreeMap<String, BTreeSet<String>> {
    let mut found = Vec::new();
    for entry in walkdir::WalkDir::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("src")) {
        let entry = entry.unwrap();
        if entry.path().extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            calls(&text, entry.path(), &mut found);
        }
    }
    let mut keys: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (key, names) in found {
        if let Some(before) = keys.get(&key) {
            assert_eq!(
                before, &names,
                "{key} is used with different arguments in different places"
            );
        }
        keys.insert(key, names);
    }
    keys
}

#[test]
fn every_catalog_file_is_compiled_in() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    for entry in walkdir::WalkDir::new(&dir) {
        let entry = entry.unwrap();
        if entry.file_type().is_file() {
            let rel = entry
                .path()
                .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap()
                .to_string_lossy()
                .to_string();
            let src = FILES.iter().find(|s| s.path == rel);
            let src = src.unwrap_or_else(|| panic!("{rel} is not in i18n::FILES"));
            assert_eq!(std::fs::read_to_string(entry.path()).unwrap(), src.text);
        }
    }
}

#[test]
fn every_key_in_every_language_and_every_key_used() {
    let code = used_in_code();
    assert!(!code.is_empty(), "no msg! calls found");
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let cat = catalog(lang);
        for (key, args) in &code {
            match cat.messages.get(key) {
                None => problems.push(format!("{lang}: missing {key}")),
                Some(vars) if vars != args => problems.push(format!(
                    "{lang}: {key} uses {vars:?} but the code gives {args:?}"
                )),
                Some(_) => {}
            }
        }
        for key in cat.messages.keys() {
            if !code.contains_key(key) && !cat.message_refs.contains(key) {
                problems.push(format!("{lang}: {key} is not used by the code"));
            }
        }
        for term in cat.terms.difference(&cat.term_refs) {
            problems.push(format!("{lang}: term -{term} is not used"));
        }
        for term in cat.term_refs.difference(&cat.terms) {
            problems.push(format!("{lang}: term -{term} is not defined"));
        }
        for key in cat.message_refs.iter() {
            if !cat.messages.contains_key(key) {
                problems.push(format!("{lang}: {key} is referenced but not defined"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
