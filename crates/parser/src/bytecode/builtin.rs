//! The codes of the builtin dialect's attribute and type encodings
//! (upstream's `BuiltinDialectBytecode.td`: the position of each kind in
//! its list). An entry with a custom encoding starts with its code.

/// Attribute codes.
pub mod attr {
    /// `[a, b]`: attribute list.
    pub const ARRAY: u64 = 0;
    /// `{a = x}`: list of (name, value).
    pub const DICTIONARY: u64 = 1;
    /// `"s"`: string.
    pub const STRING: u64 = 2;
    /// `"s" : T`: string, type.
    pub const STRING_WITH_TYPE: u64 = 3;
    /// `@a`: root string attribute.
    pub const FLAT_SYMBOL_REF: u64 = 4;
    /// `@a::@b`: root, list of flat references.
    pub const SYMBOL_REF: u64 = 5;
    /// A type as an attribute.
    pub const TYPE: u64 = 6;
    /// `unit`.
    pub const UNIT: u64 = 7;
    /// Type, value (width known from the type).
    pub const INTEGER: u64 = 8;
    /// Type, value bits.
    pub const FLOAT: u64 = 9;
    /// Callee, caller.
    pub const CALL_SITE_LOC: u64 = 10;
    /// File, line, column.
    pub const FILE_LINE_COL_LOC: u64 = 11;
    /// Location list.
    pub const FUSED_LOC: u64 = 12;
    /// Location list, metadata.
    pub const FUSED_LOC_WITH_METADATA: u64 = 13;
    /// Name, child location.
    pub const NAME_LOC: u64 = 14;
    /// `loc(unknown)`.
    pub const UNKNOWN_LOC: u64 = 15;
    /// Type, resource handle.
    pub const DENSE_RESOURCE_ELEMENTS: u64 = 16;
    /// Element type, size, blob.
    pub const DENSE_ARRAY: u64 = 17;
    /// Type, blob.
    pub const DENSE_INT_OR_FP_ELEMENTS: u64 = 18;
    /// Type, splat flag, strings.
    pub const DENSE_STRING_ELEMENTS: u64 = 19;
    /// Type, indices, values.
    pub const SPARSE_ELEMENTS: u64 = 20;
    /// Referenced attribute.
    pub const DISTINCT: u64 = 21;
    /// File, list of 0 to 4 numbers.
    pub const FILE_LINE_COL_RANGE: u64 = 22;
}

/// Type codes.
pub mod ty {
    /// `(width << 2) | signedness`.
    pub const INTEGER: u64 = 0;
    /// `index`.
    pub const INDEX: u64 = 1;
    /// Inputs, results.
    pub const FUNCTION: u64 = 2;
    /// `bf16`.
    pub const BF16: u64 = 3;
    /// `f16`.
    pub const F16: u64 = 4;
    /// `f32`.
    pub const F32: u64 = 5;
    /// `f64`.
    pub const F64: u64 = 6;
    /// `f80`.
    pub const F80: u64 = 7;
    /// `f128`.
    pub const F128: u64 = 8;
    /// Element type.
    pub const COMPLEX: u64 = 9;
    /// Shape, element type, layout.
    pub const MEMREF: u64 = 10;
    /// Memory space, shape, element type, layout.
    pub const MEMREF_WITH_MEM_SPACE: u64 = 11;
    /// `none`.
    pub const NONE: u64 = 12;
    /// Shape, element type.
    pub const RANKED_TENSOR: u64 = 13;
    /// Encoding, shape, element type.
    pub const RANKED_TENSOR_WITH_ENCODING: u64 = 14;
    /// Element types.
    pub const TUPLE: u64 = 15;
    /// Element type.
    pub const UNRANKED_MEMREF: u64 = 16;
    /// Memory space, element type.
    pub const UNRANKED_MEMREF_WITH_MEM_SPACE: u64 = 17;
    /// Element type.
    pub const UNRANKED_TENSOR: u64 = 18;
    /// Shape, element type.
    pub const VECTOR: u64 = 19;
    /// Scalable flags, shape, element type.
    pub const VECTOR_WITH_SCALABLE_DIMS: u64 = 20;
}
