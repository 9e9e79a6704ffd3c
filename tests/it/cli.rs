//! The command line, end to end: the acceptance checks of the plan command.

use crate::common;

use assert_cmd::Command;
use predicates::prelude::*;

mod commands;
mod plans;
mod presets;

fn paperfit() -> Command {
    Command::from_std(common::paperfit_in(&common::root()))
}

/// `cmd --format json`, which must succeed, parsed.
fn json_of(cmd: &mut Command) -> serde_json::Value {
    let out = cmd.args(["--format", "json"]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
