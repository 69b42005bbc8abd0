//! The SSA name table (upstream's `IsolatedSSANameScope`s): the values
//! visible by name in the isolated scope being parsed, and the names each
//! nested (non-isolated) region defined, removed when the region closes.
//!
//! Names of the form `%N` (a canonical decimal number below 2^24, as the
//! printer writes them) are kept in pages indexed by the number, so looking
//! them up neither hashes nor compares bytes; any other name goes through a
//! hash map keyed by its spelling.

use hashbrown::HashMap;
use smallvec::SmallVec;

use oxmlir_ir::ValueId;

/// A definition or forward reference of one SSA value number (`%x#N`).
#[derive(Copy, Clone, Default)]
pub struct ValDef {
    /// The value (a placeholder while only forward-referenced).
    pub value: Option<ValueId>,
    /// Where it was defined or first used.
    pub pos: u32,
}

/// The values of one name, by result number.
pub type Entries = SmallVec<[ValDef; 1]>;

/// How a name is looked up.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NameKey<'a> {
    /// `%N`, by its number.
    Num(u32),
    /// Any other name, by its spelling (with the `%`).
    Str(&'a [u8]),
}

/// Bits of a numbered name's page index within its page.
const PAGE_BITS: u32 = 8;
const PAGE: usize = 1 << PAGE_BITS;
/// Numbered names at or above this go through the hash map.
const MAX_NUM: u32 = 1 << 24;

impl<'a> NameKey<'a> {
    /// The key of an SSA name token (`%...`).
    #[inline]
    pub fn of(spelling: &'a [u8]) -> NameKey<'a> {
        let digits = &spelling[1.min(spelling.len())..];
        if !digits.is_empty() && digits.len() <= 8 && (digits[0] != b'0' || digits.len() == 1) {
            let mut n = 0u32;
            for &d in digits {
                if !d.is_ascii_digit() {
                    return NameKey::Str(spelling);
                }
                n = n * 10 + (d - b'0') as u32;
            }
            if n < MAX_NUM {
                return NameKey::Num(n);
            }
        }
        NameKey::Str(spelling)
    }
}

/// The names visible in one isolated scope.
#[derive(Default)]
struct Isolated<'a> {
    pages: Vec<Option<Box<[Entries; PAGE]>>>,
    named: HashMap<&'a [u8], Entries>,
    /// Names defined by each open nested scope (the outermost, index 0, is
    /// not recorded: its names go away with the whole isolated scope).
    defs_per_scope: Vec<Vec<NameKey<'a>>>,
}

impl<'a> Isolated<'a> {
    #[inline]
    fn entries(&mut self, key: NameKey<'a>) -> &mut Entries {
        match key {
            NameKey::Num(n) => {
                let p = (n >> PAGE_BITS) as usize;
                if p >= self.pages.len() {
                    self.pages.resize_with(p + 1, || None);
                }
                let page = self.pages[p].get_or_insert_with(|| Box::new(std::array::from_fn(|_| Entries::new())));
                &mut page[n as usize & (PAGE - 1)]
            }
            NameKey::Str(s) => self.named.entry(s).or_default(),
        }
    }

    fn remove(&mut self, key: NameKey<'a>) {
        match key {
            NameKey::Num(n) => {
                if let Some(Some(page)) = self.pages.get_mut((n >> PAGE_BITS) as usize) {
                    page[n as usize & (PAGE - 1)] = Entries::new();
                }
            }
            NameKey::Str(s) => {
                self.named.remove(s);
            }
        }
    }
}

/// The stack of isolated scopes, each with its nested scopes.
#[derive(Default)]
pub struct ValueScopes<'a> {
    scopes: Vec<Isolated<'a>>,
}

impl<'a> ValueScopes<'a> {
    /// Opens a scope: a new isolated one, or a nested one in the current
    /// isolated scope.
    pub fn push(&mut self, isolated: bool) {
        if isolated || self.scopes.is_empty() {
            self.scopes.push(Isolated::default());
        }
        if let Some(s) = self.scopes.last_mut() {
            s.defs_per_scope.push(Vec::new());
        }
    }

    /// Closes the innermost scope, forgetting the names it defined.
    pub fn pop(&mut self) {
        let Some(s) = self.scopes.last_mut() else { return };
        if s.defs_per_scope.len() <= 1 {
            self.scopes.pop();
        } else if let Some(defs) = s.defs_per_scope.pop() {
            for k in defs {
                s.remove(k);
            }
        }
    }

    /// The entries of a name in the current isolated scope (created empty).
    #[inline]
    pub fn entries(&mut self, key: NameKey<'a>) -> &mut Entries {
        if self.scopes.is_empty() {
            self.push(true);
        }
        let last = self.scopes.len() - 1;
        self.scopes[last].entries(key)
    }

    /// Records that the innermost scope defined `key`.
    #[inline]
    pub fn record_definition(&mut self, key: NameKey<'a>) {
        if let Some(s) = self.scopes.last_mut() {
            if s.defs_per_scope.len() > 1 {
                if let Some(d) = s.defs_per_scope.last_mut() {
                    d.push(key);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_names_are_canonical_decimals() {
        assert_eq!(NameKey::of(b"%0"), NameKey::Num(0));
        assert_eq!(NameKey::of(b"%123"), NameKey::Num(123));
        assert_eq!(NameKey::of(b"%01"), NameKey::Str(b"%01"));
        assert_eq!(NameKey::of(b"%1a"), NameKey::Str(b"%1a"));
        assert_eq!(NameKey::of(b"%x"), NameKey::Str(b"%x"));
        assert_eq!(NameKey::of(b"%99999999"), NameKey::Str(b"%99999999"));
    }

    #[test]
    fn nested_scopes_forget_their_names() {
        let mut s = ValueScopes::default();
        s.push(true);
        let def = |s: &mut ValueScopes, k| {
            s.entries(k).push(ValDef { value: None, pos: 7 });
            s.record_definition(k);
        };
        def(&mut s, NameKey::Num(300));
        s.push(false);
        def(&mut s, NameKey::Num(5));
        def(&mut s, NameKey::Str(b"%x"));
        assert_eq!(s.entries(NameKey::Num(300)).len(), 1);
        s.pop();
        assert!(s.entries(NameKey::Num(5)).is_empty());
        assert!(s.entries(NameKey::Str(b"%x")).is_empty());
        assert_eq!(s.entries(NameKey::Num(300)).len(), 1);
        s.push(true);
        assert!(s.entries(NameKey::Num(300)).is_empty());
        s.pop();
        assert_eq!(s.entries(NameKey::Num(300)).len(), 1);
    }
}
