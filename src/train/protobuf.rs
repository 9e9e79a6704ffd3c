//! The few protocol-buffer encodings and the reader the event files need (TensorBoard's
//! `Event`, `Summary` and the hparams plugin's messages), by hand: docs/design.md says why no
//! crate.

/// Protocol-buffer encoding: a base-128 varint.
pub(super) fn varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A field's key: its number and wire type (0 varint, 1 fixed64, 2 length-delimited, 5 fixed32).
pub(super) fn key(out: &mut Vec<u8>, field: u64, wire: u64) {
    varint(out, (field << 3) | wire);
}

pub(super) fn length_delimited(out: &mut Vec<u8>, field: u64, data: &[u8]) {
    key(out, field, 2);
    varint(out, data.len() as u64);
    out.extend_from_slice(data);
}

/// Read the fields of a protocol buffer, calling `field` with each number and payload (the
/// value of a varint, the bytes of the others); false on malformed input.
pub(super) fn fields(mut bytes: &[u8], mut field: impl FnMut(u64, u64, &[u8])) -> bool {
    fn read_varint(bytes: &mut &[u8]) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let (&b, rest) = bytes.split_first()?;
            *bytes = rest;
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(v);
            }
        }
        None
    }
    while !bytes.is_empty() {
        let Some(k) = read_varint(&mut bytes) else {
            return false;
        };
        let (number, payload_len) = match k & 7 {
            0 => match read_varint(&mut bytes) {
                Some(v) => {
                    field(k >> 3, v, &[]);
                    continue;
                }
                None => return false,
            },
            1 => (k >> 3, 8),
            2 => match read_varint(&mut bytes) {
                Some(n) => (k >> 3, n as usize),
                None => return false,
            },
            5 => (k >> 3, 4),
            _ => return false,
        };
        if bytes.len() < payload_len {
            return false;
        }
        let (payload, rest) = bytes.split_at(payload_len);
        field(number, 0, payload);
        bytes = rest;
    }
    true
}
