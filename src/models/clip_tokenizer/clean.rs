//! The fixes of `ftfy.fix_text` (ftfy 6, its default configuration) that the CLIP tokenizer
//! applies before it splits a text, as OpenAI's and open_clip's `basic_clean` does: the ones
//! that change well-formed Unicode text, run in ftfy's order and repeated, as ftfy does, until
//! the text no longer changes. The tokenizer's documentation says which fixes are left out.

use std::sync::OnceLock;

use regex::Regex;
use unicode_normalization::UnicodeNormalization;

/// ftfy's `fix_text` runs its fixes until the text stops changing; every fix here removes or
/// replaces characters for good, so a few rounds settle any text (this caps a runaway).
const MAX_ROUNDS: usize = 16;

/// The text with `fix_c1_controls`, `fix_latin_ligatures`, `fix_character_width`,
/// `uncurl_quotes`, `fix_line_breaks`, `remove_terminal_escapes`, `remove_control_chars` and
/// NFC normalisation applied, in that order (ftfy's), until nothing changes.
pub(crate) fn fix_text(text: &str) -> String {
    let mut text = text.to_string();
    for _ in 0..MAX_ROUNDS {
        let fixed = fix_once(&text);
        if fixed == text {
            break;
        }
        text = fixed;
    }
    text
}

fn fix_once(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let c = c1_control(c);
        match ligature(c) {
            Some(letters) => out.push_str(letters),
            None => out.push(c),
        }
    }
    let widened: String = out.chars().flat_map(standard_width).collect();
    let uncurled: String = widened.chars().map(uncurl_quote).collect();
    let lines = uncurled
        .replace("\r\n", "\n")
        .replace(['\r', '\u{2028}', '\u{2029}', '\u{85}'], "\n");
    let plain = terminal_escapes().replace_all(&lines, "");
    plain
        .chars()
        .filter(|&c| !is_removed_control(c))
        .nfc()
        .collect()
}

/// `fix_c1_controls`: a C1 control character (U+0080 to U+009F) is the Windows-1252 character
/// of its byte; the five bytes Windows-1252 leaves undefined stay as they are (ftfy's
/// "sloppy" Windows-1252).
fn c1_control(c: char) -> char {
    const WINDOWS_1252: [char; 32] = [
        '\u{20AC}', '\u{81}', '\u{201A}', '\u{192}', '\u{201E}', '\u{2026}', '\u{2020}',
        '\u{2021}', '\u{2C6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8D}', '\u{17D}',
        '\u{8F}', '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}',
        '\u{2014}', '\u{2DC}', '\u{2122}', '\u{161}', '\u{203A}', '\u{153}', '\u{9D}', '\u{17E}',
        '\u{178}',
    ];
    match u32::from(c) {
        code @ 0x80..=0x9F => WINDOWS_1252[(code - 0x80) as usize],
        _ => c,
    }
}

/// `fix_latin_ligatures`: ftfy's table of Latin ligatures and digraphs, spelled out.
fn ligature(c: char) -> Option<&'static str> {
    Some(match c {
        '\u{132}' => "IJ",
        '\u{133}' => "ij",
        '\u{149}' => "\u{2BC}n",
        '\u{1F1}' => "DZ",
        '\u{1F2}' => "Dz",
        '\u{1F3}' => "dz",
        '\u{1C4}' => "D\u{17D}",
        '\u{1C5}' => "D\u{17E}",
        '\u{1C6}' => "d\u{17E}",
        '\u{1C7}' => "LJ",
        '\u{1C8}' => "Lj",
        '\u{1C9}' => "lj",
        '\u{1CA}' => "NJ",
        '\u{1CB}' => "Nj",
        '\u{1CC}' => "nj",
        '\u{FB00}' => "ff",
        '\u{FB01}' => "fi",
        '\u{FB02}' => "fl",
        '\u{FB03}' => "ffi",
        '\u{FB04}' => "ffl",
        '\u{FB05}' => "\u{17F}t",
        '\u{FB06}' => "st",
        _ => return None,
    })
}

/// `fix_character_width`: the ideographic space is a space, and every halfwidth or fullwidth
/// form (U+FF01 to U+FFEF) with a compatibility decomposition is its NFKC form.
fn standard_width(c: char) -> Vec<char> {
    match c {
        '\u{3000}' => vec![' '],
        '\u{FF01}'..='\u{FFEF}' => std::iter::once(c).nfkc().collect(),
        _ => vec![c],
    }
}

/// `uncurl_quotes`: U+02BC and U+2018 to U+201B are `'`, U+201C to U+201F are `"`.
fn uncurl_quote(c: char) -> char {
    match c {
        '\u{2BC}' | '\u{2018}'..='\u{201B}' => '\'',
        '\u{201C}'..='\u{201F}' => '"',
        _ => c,
    }
}

/// `remove_terminal_escapes`: ANSI escape sequences (`ESC [ digits and ; letter`).
fn terminal_escapes() -> &'static Regex {
    static PATTERN: OnceLock<Regex> = OnceLock::new();
    // A constant pattern the tests exercise.
    PATTERN.get_or_init(|| Regex::new(r"\x1b\[(?:\d|;)*[a-zA-Z]").expect("valid ANSI pattern"))
}

/// `remove_control_chars`: C0 controls other than tab, line feed, form feed and carriage
/// return, DEL, the deprecated format characters U+206A to U+206F, the byte-order mark and
/// the interlinear annotation characters U+FFF9 to U+FFFC.
fn is_removed_control(c: char) -> bool {
    matches!(
        c,
        '\0'..='\u{8}'
            | '\u{B}'
            | '\u{E}'..='\u{1F}'
            | '\u{7F}'
            | '\u{206A}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFC}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_formed_text_is_fixed_as_ftfy_fixes_it() {
        // Expectations from ftfy 6.3.1's `fix_text`.
        for (text, fixed) in [
            ("Citroe\u{308}n C4", "Citro\u{EB}n C4"),
            ("\u{FB01}at \u{FB02}eet", "fiat fleet"),
            (
                "\u{FF21}\u{FF35}\u{FF24}\u{FF29}\u{3000}\u{FF21}\u{FF14}",
                "AUDI A4",
            ),
            ("it\u{2019}s \u{201C}my\u{201D} car", "it's \"my\" car"),
            ("photo\0of\u{7}", "photoof"),
            ("\u{1B}[31mred\u{1B}[0m car", "red car"),
            (
                "line\r\nbreak\u{2028}here\u{85}x",
                "line\nbreak\nhere\u{2026}x",
            ),
            ("\u{FEFF}photo", "photo"),
            ("\u{2126}hm", "\u{3A9}hm"),
            ("\u{FF76}\u{FF9E}", "\u{30AC}"),
            ("\u{132}ssel \u{149}", "IJssel 'n"),
            ("e\u{FEFF}\u{301}", "\u{E9}"),
            ("x\u{80}y\u{81}", "x\u{20AC}y\u{81}"),
            // Left alone by ftfy too.
            (
                "car\u{AD}body photo\u{200B}of \u{A0}",
                "car\u{AD}body photo\u{200B}of \u{A0}",
            ),
        ] {
            assert_eq!(fix_text(text), fixed, "{text:?}");
        }
    }
}
