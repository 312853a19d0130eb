//! The command-line tools' one error type, carrying its exit code: 0 when
//! the work is done, 1 when it failed or a check found something wrong, 2
//! for bad input (a flag, file or value the tool cannot use).

use std::fmt::Display;
use std::process::ExitCode;

/// Why a command-line tool stopped; the text is printed as one line.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A flag, file or value the tool cannot use (exit code 2).
    #[error("{0}")]
    Input(String),
    /// The work failed, or a check found something wrong (exit code 1).
    #[error("{0}")]
    Failed(String),
    /// A check found something wrong and has printed its report (exit
    /// code 1, nothing more printed).
    #[error("a check failed")]
    CheckFailed,
}

impl CliError {
    /// Bad input, saying what is wrong.
    pub fn input(why: impl Display) -> CliError {
        CliError::Input(why.to_string())
    }

    /// Bad input: the file at `path`, named on the command line, does not read.
    pub(crate) fn unreadable(path: &std::path::Path, e: std::io::Error) -> CliError {
        CliError::Input(format!("{}: cannot read it: {e}", path.display()))
    }

    /// A failure, saying what went wrong.
    pub fn failed(why: impl Display) -> CliError {
        CliError::Failed(why.to_string())
    }

    /// The same error with `context` before its text (`bench-render: …`).
    pub fn context(self, context: &str) -> CliError {
        match self {
            CliError::Input(why) => CliError::Input(format!("{context}: {why}")),
            CliError::Failed(why) => CliError::Failed(format!("{context}: {why}")),
            CliError::CheckFailed => CliError::CheckFailed,
        }
    }

    /// The process's exit code for this error.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            CliError::Input(_) => ExitCode::from(2),
            CliError::Failed(_) | CliError::CheckFailed => ExitCode::FAILURE,
        }
    }

    /// Prints the error as one line on stderr (a failed check has printed
    /// its own report) and gives its exit code.
    pub fn report(&self) -> ExitCode {
        if !matches!(self, CliError::CheckFailed) {
            eprintln!("{self}");
        }
        self.exit_code()
    }
}
