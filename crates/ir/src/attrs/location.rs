//! Locations: the location attributes and their constructors.

use super::{AttrData, Attribute, FileRange};
use crate::context::Context;
use crate::support::uniquer::{mix, ordered_hash, MIX_SEEDS};

/// A location (`MlirLocation`): an attribute of one of the location kinds.
/// Its handle is the attribute's handle, as upstream.
#[repr(transparent)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location(pub Attribute);

impl Location {
    /// The location as an attribute.
    #[inline]
    pub fn attr(self) -> Attribute {
        self.0
    }
}

impl Context {
    /// `loc(unknown)`
    #[inline]
    pub fn unknown_loc(&self) -> Location {
        self.common.unknown_loc
    }

    /// Whether `attr` is a location attribute of this context.
    pub fn is_location(&self, attr: Attribute) -> bool {
        matches!(
            self.try_attr_data(attr),
            Some(
                AttrData::UnknownLoc
                    | AttrData::FileLineColRange(_)
                    | AttrData::NameLoc { .. }
                    | AttrData::CallSiteLoc { .. }
                    | AttrData::FusedLoc { .. }
            )
        )
    }

    /// Views an attribute as a location, if it is one.
    pub fn location_from_attr(&self, attr: Attribute) -> Option<Location> {
        self.is_location(attr).then_some(Location(attr))
    }

    /// `loc("file":line:col)` (upstream's `FileLineColLoc`). An empty file
    /// name is `-`, as upstream.
    pub fn file_line_col(&self, file: &[u8], line: u32, col: u32) -> Location {
        let file = self.identifier_bytes(if file.is_empty() { b"-" } else { file });
        self.file_line_col_ident(file, line, col)
    }

    /// `loc("file":sl:sc to el:ec)` (upstream's five-argument
    /// `FileLineColRange::get`, which stores all four numbers, so it is
    /// never the same attribute as a point or a `to :ec` range); an empty
    /// file name is `-`.
    pub fn file_line_col_range(&self, file: &[u8], sl: u32, sc: u32, el: u32, ec: u32) -> Location {
        self.file_range(file, sl, sc, el, ec, 4)
    }

    /// `loc("file":line:sc to :ec)`: a range within one line, as the parser
    /// builds it (three numbers stored).
    pub fn file_line_col_range_in_line(&self, file: &[u8], line: u32, sc: u32, ec: u32) -> Location {
        self.file_range(file, line, sc, line, ec, 3)
    }

    fn file_range(&self, file: &[u8], sl: u32, sc: u32, el: u32, ec: u32, stored: u8) -> Location {
        let file = self.identifier_bytes(if file.is_empty() { b"-" } else { file });
        self.file_range_loc(FileRange { file, start_line: sl, start_col: sc, end_line: el, end_col: ec, stored })
    }

    /// `loc("file":line:col)` for a file name already interned as an
    /// identifier (what the parser makes for every operation).
    #[inline]
    pub fn file_line_col_ident(&self, file: Attribute, line: u32, col: u32) -> Location {
        self.file_range_loc(FileRange { file, start_line: line, start_col: col, end_line: line, end_col: col, stored: 2 })
    }

    /// Interns a file/line/column location: looked up by value (no
    /// allocation), stored inline. The one hash of this kind, also used
    /// when the value comes through [`Context::intern_attr`].
    pub(crate) fn file_range_loc(&self, r: FileRange) -> Location {
        let hash = file_range_hash(&r);
        let idx = self.attrs.intern_mostly_new(hash, |d| matches!(d, AttrData::FileLineColRange(x) if *x == r), || {
            AttrData::FileLineColRange(r)
        });
        Location(Attribute(self.uniqued_handle(crate::support::handle::UniquedKind::Attribute, idx)))
    }

    /// Makes room for `n` more attributes, such as the locations of the
    /// operations of a source about to be parsed (a hint: nothing is
    /// created).
    pub fn reserve_attributes(&self, n: usize) {
        self.attrs.reserve(n);
    }

    /// `loc("name"(child))`; an unknown child prints as `loc("name")`.
    pub fn name_loc(&self, name: &[u8], child: Option<Location>) -> Location {
        let name = self.identifier_bytes(name);
        let child = child.unwrap_or(self.unknown_loc()).0;
        Location(self.intern_attr(AttrData::NameLoc { name, child }))
    }

    /// `loc(callsite(callee at caller))`
    pub fn callsite_loc(&self, callee: Location, caller: Location) -> Location {
        Location(self.intern_attr(AttrData::CallSiteLoc { callee: callee.0, caller: caller.0 }))
    }

    /// A fused location, simplified as upstream's `FusedLoc::get`: nested
    /// fused locations with the same metadata are flattened, unknown
    /// locations and duplicates dropped; no locations and no metadata give
    /// `unknown`, one location and no metadata give that location.
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        /// Parts checked by a scan before they go into a set (upstream's
        /// `SetVector`): a long list is deduplicated in linear time.
        const SCAN: usize = 16;
        let mut out: Vec<Attribute> = Vec::with_capacity(locs.len());
        let mut seen: Option<hashbrown::HashSet<Attribute>> = None;
        let mut push = |a: Attribute, out: &mut Vec<Attribute>| {
            let fresh = match &mut seen {
                Some(set) => set.insert(a),
                None if out.len() < SCAN => !out.contains(&a),
                None => {
                    let mut set: hashbrown::HashSet<Attribute> = out.iter().copied().collect();
                    let fresh = set.insert(a);
                    seen = Some(set);
                    fresh
                }
            };
            if fresh {
                out.push(a);
            }
        };
        for l in locs {
            match self.try_attr_data(l.0) {
                Some(AttrData::FusedLoc { locs: inner, metadata: m }) if *m == metadata => {
                    for &a in inner.iter() {
                        push(a, &mut out);
                    }
                }
                Some(AttrData::UnknownLoc) => {}
                _ => push(l.0, &mut out),
            }
        }
        if out.is_empty() {
            match metadata {
                None => return self.unknown_loc(),
                Some(_) => out.push(self.unknown_loc().0),
            }
        } else if out.len() == 1 && metadata.is_none() {
            return Location(out[0]);
        }
        Location(self.intern_attr(AttrData::FusedLoc { locs: out.into(), metadata }))
    }
}

/// The hash of a file/line/column location (see
/// [`Context::file_range_loc`]): ordered by line plus column (the
/// locations a parse makes come line after line, mostly one per line at a
/// similar column, or along one line), salted with the file and the
/// extent of the range.
#[inline]
fn file_range_hash(r: &FileRange) -> u64 {
    let k = MIX_SEEDS;
    let extent = (r.end_line.wrapping_sub(r.start_line) as u64) << 32 | r.end_col.wrapping_sub(r.start_col) as u64;
    let salt = mix(r.file.bits() ^ k[0], extent ^ ((r.stored as u64) << 61) ^ k[1]);
    ordered_hash((r.start_line as u64).wrapping_add(r.start_col as u64), salt)
}
