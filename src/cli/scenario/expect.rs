//! What a step expects, and whether its outcome meets it.

use super::FileError;
use crate::rules::REASONS;

/// The reason the runner itself gives for a `keep` step naming an offer
/// position that does not exist.
pub(super) const NO_TICKET_NUMBER: &str = "no-ticket-number";

/// What a step expects: `ok`, `error`, or `error:REASON`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Expect {
    Ok,
    /// Refused, for the reason named if any.
    Error(Option<String>),
}

impl Expect {
    /// Reads a step's `expect`; unknown reason names are a file error.
    pub(super) fn parse(text: Option<&str>) -> Result<Expect, FileError> {
        match text {
            None | Some("ok") => Ok(Expect::Ok),
            Some("error") => Ok(Expect::Error(None)),
            Some(x) => match x.strip_prefix("error:") {
                Some(r) if REASONS.contains(&r) || r == NO_TICKET_NUMBER => {
                    Ok(Expect::Error(Some(r.to_string())))
                }
                Some(r) => Err(bad!(
                    "unknown reason \"{r}\"; docs/refusals.md lists them (e.g. route-taken)"
                )),
                None => Err(bad!(
                    "expect must be \"ok\", \"error\" or \"error:REASON\", not \"{x}\""
                )),
            },
        }
    }

    /// Whether a step's outcome (`None`: done; `Some(reason)`: refused) meets this.
    pub(super) fn met_by(&self, refused: Option<&str>) -> bool {
        match (self, refused) {
            (Expect::Ok, None) => true,
            (Expect::Error(None), Some(_)) => true,
            (Expect::Error(Some(want)), Some(got)) => want == got,
            _ => false,
        }
    }

    /// As the step line prints it.
    pub(super) fn label(&self) -> String {
        match self {
            Expect::Ok => "ok".into(),
            Expect::Error(None) => "error".into(),
            Expect::Error(Some(r)) => format!("error:{r}"),
        }
    }
}
