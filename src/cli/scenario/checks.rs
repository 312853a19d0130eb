//! `[[check]]` entries: exact values the scenario asserts in its output.

use super::FileError;
use super::file::Check;
use serde_json::{Value, json};

/// The checks that do not hold, as JSON; `lines` are the step lines and
/// the final summary, `steps` the number of steps.
pub(super) fn failures(
    checks: &[Check],
    lines: &[Value],
    steps: usize,
) -> Result<Vec<Value>, FileError> {
    let mut failures = Vec::new();
    for (i, c) in checks.iter().enumerate() {
        let line = match c.step {
            Some(n) => lines.get(n.wrapping_sub(1)).filter(|_| n <= steps),
            None => lines.last(),
        }
        .ok_or_else(|| bad!("check {}: there is no step {}", i + 1, c.step.unwrap_or(0)))?;
        let got = lookup(line, &c.path);
        let (holds, want) = match (&c.equals, c.absent) {
            (Some(v), false) => {
                let want = serde_json::to_value(v).map_err(|e| bad!("check {}: {e}", i + 1))?;
                (json_equal(got, &want), want)
            }
            (None, true) => (got.is_none_or(Value::is_null), json!("absent")),
            _ => {
                return Err(bad!(
                    "check {}: give either equals = VALUE or absent = true",
                    i + 1
                ));
            }
        };
        if !holds {
            failures.push(json!({"check": i + 1, "step": c.step, "path": c.path, "expected": want, "actual": got}));
        }
    }
    Ok(failures)
}

/// Follows a dotted path; array elements by index or by `name`.
fn lookup<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(v, |cur, seg| match cur {
        Value::Object(m) => m.get(seg),
        Value::Array(a) => match seg.parse::<usize>() {
            Ok(i) => a.get(i),
            Err(_) => a
                .iter()
                .find(|e| e.get("name").and_then(Value::as_str) == Some(seg)),
        },
        _ => None,
    })
}

/// Equality that treats 4 and 4.0 alike.
fn json_equal(got: Option<&Value>, want: &Value) -> bool {
    match (got, want) {
        (Some(Value::Number(a)), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (Some(g), w) => g == w,
        (None, _) => false,
    }
}
