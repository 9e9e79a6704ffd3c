//! How the loop stops on a failure it can say more of: an unreadable training or evaluation
//! image, or an evaluation that failed, with the steps before it saved as a checkpoint where
//! one process runs.

use std::path::Path;

use super::Trainer;
use crate::error::Error;

impl Trainer<'_> {
    /// A step whose data could not be read. An unreadable image (`data.on_corrupt =
    /// "error"`) stops the run after the last step it completed, saved as a checkpoint (in
    /// one process; with several, the run's last periodic checkpoint stands), with a located
    /// error (exit code 2) naming the image, how to find every unreadable one, and how to go
    /// on. Any other failure is returned as it is.
    pub(super) fn data_failure(&mut self, error: candle_core::Error) -> Error {
        let Some(image) = crate::data::files::unreadable_image(&error) else {
            return error.into();
        };
        let image = image.0.clone();
        let step = self.state.step;
        let stopped = match self.world.is_alone() {
            true => match self.save() {
                Ok(()) => self.stopped_after(step),
                Err(e) => return e,
            },
            false => format!(
                "the run stopped in optimizer step {} of {}; its last checkpoint is in {}",
                step + 1,
                self.plan.last_step(),
                self.run_dir.display()
            ),
        };
        self.listeners.reporter.finish();
        unreadable_image_error("training", &image, &stopped, self.run_dir)
    }

    /// An evaluation that failed, after the steps before it: in one process they are saved as
    /// a checkpoint first (the epoch's evaluation runs again on `--resume`), so no training is
    /// lost; an unreadable evaluation image is said as a training one is ([`Self::data_failure`]).
    pub(super) fn eval_failure(&mut self, error: Error) -> Error {
        if !self.world.is_alone() {
            return error;
        }
        if let Err(e) = self.save() {
            return e;
        }
        self.listeners.reporter.finish();
        let stopped = self.stopped_after(self.state.step);
        let unreadable = match &error {
            Error::Candle { source, .. } => {
                crate::data::files::unreadable_image(source).map(|image| image.0.clone())
            }
            _ => None,
        };
        match (unreadable, error) {
            (Some(image), _) => unreadable_image_error("evaluation", &image, &stopped, self.run_dir),
            (None, Error::Candle { context, source }) => Error::Candle {
                context: Some(format!(
                    "the evaluation failed; {stopped} (`paperfit train --resume {}` evaluates again){}",
                    self.run_dir.display(),
                    context.map(|c| format!(": {c}")).unwrap_or_default()
                )),
                source,
            },
            (None, other) => {
                crate::text::stderr_line(&stopped);
                other
            }
        }
    }

    /// "the run stopped after optimizer step 12 of 40, saved in runs/..."
    fn stopped_after(&self, step: u64) -> String {
        format!(
            "the run stopped after optimizer step {step} of {}, saved in {}",
            self.plan.last_step(),
            self.run_dir.display()
        )
    }
}

/// An unreadable image stopped the run (`data.on_corrupt = "error"`): the image, where the run
/// stands (`stopped`), how to find every unreadable image and how to go on (exit code 2).
fn unreadable_image_error(split: &str, image: &str, stopped: &str, run_dir: &Path) -> Error {
    crate::error::ConfigError::new(format!("unreadable {split} image {image}"))
        .key("data.on_corrupt")
        .help(format!(
            "{stopped}. `paperfit data` with this run's experiment and --set options lists every unreadable image: replace them, then continue with `paperfit train --resume {}`; or start again with --set data.on_corrupt=\"skip\", which leaves them out and reports them",
            run_dir.display()
        ))
        .into()
}
