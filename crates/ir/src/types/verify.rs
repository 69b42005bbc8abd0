//! Verification of builtin type parameters (upstream's `Type::verify` and
//! the generated parameter checks), with upstream's messages, and the
//! `...Checked` constructors that report failures at a location.

use super::{Type, TypeData, TypeKey, DYNAMIC};
use crate::attrs::{AttrData, Attribute, Location};
use crate::context::Context;
use crate::print::{attr_to_string, type_to_string};

/// Upstream's `IntegerType::kMaxWidth`.
pub const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

impl Context {
    /// Checks the parameters of a type as upstream's `getChecked` does,
    /// returning upstream's message for the first problem found.
    pub fn verify_type_key(&self, key: TypeKey<'_>) -> Result<(), String> {
        match key {
            TypeKey::Integer { width, .. } => {
                if width > MAX_INTEGER_WIDTH {
                    return Err(format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits"));
                }
            }
            TypeKey::Complex(elem) => {
                if !matches!(self.try_type_data(elem), Some(TypeData::Integer { .. } | TypeData::Float(_))) {
                    return Err("invalid element type for complex".into());
                }
            }
            TypeKey::Vector { shape, scalable, elem } => {
                if !self.is_valid_vector_element(elem) {
                    return Err("failed to verify 'elementType': VectorElementTypeInterface instance".into());
                }
                if shape.iter().any(|d| *d <= 0) {
                    return Err(format!("vector types must have positive constant sizes but got {}", join(shape)));
                }
                if scalable.len() != shape.len() {
                    return Err(format!("number of dims must match, got {} and {}", scalable.len(), shape.len()));
                }
            }
            TypeKey::RankedTensor { shape, elem, .. } => {
                if shape.iter().any(|d| *d < 0 && *d != DYNAMIC) {
                    return Err("invalid tensor dimension size".into());
                }
                self.check_tensor_element(elem)?;
            }
            TypeKey::UnrankedTensor(elem) => self.check_tensor_element(elem)?,
            TypeKey::MemRef { shape, elem, layout, memory_space } => {
                if !self.is_valid_memref_element(elem) {
                    return Err("invalid memref element type".into());
                }
                if shape.iter().any(|d| *d < 0 && *d != DYNAMIC) {
                    return Err("invalid memref size".into());
                }
                self.verify_memref_layout(layout, shape.len())?;
                self.check_memory_space(memory_space)?;
            }
            TypeKey::UnrankedMemRef { elem, memory_space } => {
                if !self.is_valid_memref_element(elem) {
                    return Err("invalid memref element type".into());
                }
                self.check_memory_space(memory_space)?;
            }
            // Checked by their definitions' verifiers when made.
            TypeKey::Dialect { .. } => {}
            TypeKey::Opaque { dialect, data } => {
                let ns = self.bytes_of(dialect);
                if !is_valid_dialect_namespace(ns) {
                    return Err(format!("invalid dialect namespace '{}'", attr_to_string(self, dialect)));
                }
                let loaded = std::str::from_utf8(ns).ok().and_then(|n| self.loaded_dialect(n)).is_some();
                if !self.allows_unregistered_dialects() && !loaded {
                    return Err(format!(
                        "`!{}<\"{}\">` type created with unregistered dialect. If this is intended, please call \
                         allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with \
                         the MLIR opt tool used",
                        attr_to_string(self, dialect),
                        String::from_utf8_lossy(data)
                    ));
                }
            }
            TypeKey::Index | TypeKey::Float(_) | TypeKey::None | TypeKey::Tuple(_) | TypeKey::Function { .. } => {}
        }
        Ok(())
    }

    /// Interns `key` if it verifies; otherwise reports upstream's error at
    /// `loc` (through the context's diagnostic handlers) and returns `None`.
    pub fn type_checked(&self, loc: Location, key: TypeKey<'_>) -> Option<Type> {
        self.emit_on_error(loc, self.verified_type(key))
    }

    /// Interns `key` if it verifies; otherwise returns upstream's message,
    /// for callers that report it themselves (the parser reports at a
    /// source position, and not at all after a lexer error).
    pub fn verified_type(&self, key: TypeKey<'_>) -> Result<Type, String> {
        self.verify_type_key(key)?;
        Ok(self.intern_type_key(key))
    }

    /// `Some(value)`, or `None` after reporting the message at `loc`.
    pub(crate) fn emit_on_error<T>(&self, loc: Location, r: Result<T, String>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(msg) => {
                self.emit_error(loc, msg);
                None
            }
        }
    }

    /// Whether `ty` may be a vector element (integer, index or float).
    pub fn is_valid_vector_element(&self, ty: Type) -> bool {
        self.is_int_or_index_or_float(ty)
    }

    /// Whether `ty` may be a tensor element (upstream's
    /// `TensorType::isValidElementType`).
    pub fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.try_type_data(ty),
            Some(
                TypeData::Complex(_)
                    | TypeData::Float(_)
                    | TypeData::Integer { .. }
                    | TypeData::Opaque { .. }
                    | TypeData::Vector { .. }
                    | TypeData::Index
                    | TypeData::Dialect { .. }
            )
        )
    }

    /// Whether `ty` may be a memref element (upstream's
    /// `BaseMemRefType::isValidElementType`).
    pub fn is_valid_memref_element(&self, ty: Type) -> bool {
        matches!(
            self.try_type_data(ty),
            Some(
                TypeData::Complex(_)
                    | TypeData::MemRef { .. }
                    | TypeData::Vector { .. }
                    | TypeData::UnrankedMemRef { .. }
                    | TypeData::Integer { .. }
                    | TypeData::Index
                    | TypeData::Float(_)
            )
        )
    }

    /// Whether `attr` may be a memory space (upstream's
    /// `isSupportedMemorySpace`: integer, string and dictionary attributes).
    pub fn is_supported_memory_space(&self, attr: Attribute) -> bool {
        matches!(
            self.try_attr_data(attr),
            Some(AttrData::Integer { .. } | AttrData::String { .. } | AttrData::Dictionary(_))
        )
    }

    /// Whether `attr` can be a memref layout (an affine map or a strided
    /// layout attribute: upstream's `MemRefLayoutAttrInterface`).
    pub fn is_memref_layout(&self, attr: Attribute) -> bool {
        matches!(self.try_attr_data(attr), Some(AttrData::AffineMap(_) | AttrData::StridedLayout { .. }))
    }

    /// Upstream's `verifyLayout` of a layout attribute for a memref of the
    /// given rank.
    fn verify_memref_layout(&self, layout: Attribute, rank: usize) -> Result<(), String> {
        match self.try_attr_data(layout) {
            Some(AttrData::AffineMap(m)) => {
                let dims = self.try_affine_map_data(*m).map_or(0, |d| d.num_dims as usize);
                if dims != rank {
                    return Err(format!("memref layout mismatch between rank and affine map: {rank} != {dims}"));
                }
                Ok(())
            }
            Some(AttrData::StridedLayout { strides, .. }) => {
                if strides.len() != rank {
                    return Err("expected the number of strides to match the rank".into());
                }
                Ok(())
            }
            _ => Err("memref layout must be an affine map or strided layout attribute".into()),
        }
    }

    fn check_memory_space(&self, memory_space: Option<Attribute>) -> Result<(), String> {
        match memory_space {
            Some(ms) if !self.is_supported_memory_space(ms) => Err("unsupported memory space Attribute".into()),
            _ => Ok(()),
        }
    }

    fn check_tensor_element(&self, elem: Type) -> Result<(), String> {
        if self.is_valid_tensor_element(elem) {
            Ok(())
        } else {
            Err(format!("invalid tensor element type: '{}'", type_to_string(self, elem)))
        }
    }
}

/// `2, 0, 4`: a list as upstream's diagnostics print an `ArrayRef`.
fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// Upstream's `Dialect::isValidNamespace`: `[a-zA-Z_][a-zA-Z_0-9$]*`.
pub fn is_valid_dialect_namespace(ns: &[u8]) -> bool {
    match ns.split_first() {
        None => false,
        Some((first, rest)) => {
            (first.is_ascii_alphabetic() || *first == b'_')
                && rest.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$')
        }
    }
}
