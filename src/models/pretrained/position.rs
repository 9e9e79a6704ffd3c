//! Which tensors are absolute position embeddings, and the patch grids a checkpoint's and a
//! model's stand for: what decides whether one is resampled ([`super::resample`]).

use super::{PretrainedLoadOptions, CONFIG_KEY};
use crate::error::{ConfigError, Error};

/// Names whose last component marks an absolute position embedding: timm's `pos_embed`
/// (1, tokens, dim) and OpenAI CLIP's `positional_embedding` (tokens, dim).
const POSITION_EMBEDDINGS: &[&str] = &["pos_embed", "positional_embedding"];
/// OpenAI CLIP's text tower's position embedding (context, width): positions in a text, not a
/// patch grid; it loads only with the model's shape.
const TEXT_POSITIONS: &str = "positional_embedding";
/// Class-token rows in front of the patch grid of a position embedding.
pub(super) const PREFIX_TOKENS: usize = 1;

/// Patch grids (rows, cols) of a position embedding: the file's, then the model's.
pub(super) type Grids = ((usize, usize), (usize, usize));

/// For a position embedding whose file grid differs from the model's, the two grids;
/// `None` for any other tensor, or when the shapes leave nothing to resample.
pub(super) fn position_grids(
    name: &str,
    model_shape: &[usize],
    file_shape: &[usize],
    options: &PretrainedLoadOptions,
) -> Result<Option<Grids>, Error> {
    let last = name.rsplit('.').next().unwrap_or(name);
    if !POSITION_EMBEDDINGS.contains(&last) || name == TEXT_POSITIONS {
        return Ok(None);
    }
    // (tokens, dim), after leading dimensions of size 1 (timm's batch dimension).
    let tokens_dim = |shape: &[usize]| match shape {
        [lead @ .., tokens, dim] if lead.iter().all(|&d| d == 1) => Some((*tokens, *dim)),
        _ => None,
    };
    let (Some((model_tokens, model_dim)), Some((file_tokens, file_dim))) =
        (tokens_dim(model_shape), tokens_dim(file_shape))
    else {
        return Ok(None);
    };
    if model_shape.len() != file_shape.len() || model_dim != file_dim {
        return Ok(None);
    }
    // The file's grid is square, as timm assumes for checkpoints; anything else is loaded
    // only when the shapes agree.
    let Some(side) = square_side(file_tokens) else {
        return Ok(None);
    };
    let file_grid = (side, side);
    let model_grid = match options.position_grid {
        Some((rows, cols)) if PREFIX_TOKENS + rows * cols == model_tokens => (rows, cols),
        given => match square_side(model_tokens) {
            Some(side) => (side, side),
            None => return Err(unknown_grid(name, model_tokens, given)),
        },
    };
    // Equal token counts are not enough: timm also resamples a square grid to a non-square
    // one with as many patches (8x8 to 16x4).
    Ok((file_grid != model_grid).then_some((file_grid, model_grid)))
}

/// A model position embedding whose patch grid is neither given nor square: the loader cannot
/// tell 16x4 from 8x8 or 4x16 by the token count, and says what to pass.
fn unknown_grid(name: &str, model_tokens: usize, given: Option<(usize, usize)>) -> Error {
    let patches = model_tokens.saturating_sub(PREFIX_TOKENS);
    let given = match given {
        Some((rows, cols)) => format!(
            ", and the grid given, {rows}x{cols}, has {} patches",
            rows * cols
        ),
        None => String::new(),
    };
    ConfigError::new(format!(
        "the model's `{name}` holds {patches} patch tokens, not a square grid{given}: the \
         loader cannot tell which rows and columns the model's patches form"
    ))
    .key(CONFIG_KEY)
    .expected(format!(
        "the model's patch grid (rows, cols) with {patches} patches in \
         `PretrainedLoadOptions::position_grid`"
    ))
    .help(
        "build the options with `PretrainedLoadOptions::for_spec` (or `for_model`), which take \
         the grid from the model's input size, or set `position_grid` to (height / patch, \
         width / patch); see docs/pretrained.md",
    )
    .into()
}

/// The side of the square patch grid behind `tokens` position rows (class token first).
pub(super) fn square_side(tokens: usize) -> Option<usize> {
    let patches = tokens.checked_sub(PREFIX_TOKENS).filter(|&p| p > 0)?;
    let side = (patches as f64).sqrt().round() as usize;
    (side * side == patches).then_some(side)
}
