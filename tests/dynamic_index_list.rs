//! The `custom<DynamicIndexList>` directive (`format/dynamic_index_list.rs`)
//! on a dialect of our own (`dil`): mixed integer / SSA lists with the
//! `kDynamic` sentinel in the static array, the scalable-flag and typed
//! variants, the empty list, and the parse errors (with upstream's
//! `expected SSA value or integer` at the op name).

use std::sync::{Arc, Mutex, OnceLock};

use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::format::dynamic_index_list::{DYNAMIC_INDEX_LIST, DYNAMIC_INDEX_LIST_TYPED};
use oxmlir_ir::print::PrintFlags;
use oxmlir_ir::registry::constraints::{AttrConstraint, DENSE_I64_ARRAY_ATTR};
use oxmlir_ir::registry::{DialectDef, OpDef, TypeConstraint};
use oxmlir_ir::{AttrData, Context, OpId, OwnedContext};
use oxmlir_parser::ParseOptions;

/// A dense `i1` array (scalable flags).
const BOOL_ARRAY: AttrConstraint = AttrConstraint::of_storage("i1 dense array attribute", |d| {
    matches!(d, AttrData::DenseArray(_))
});

fn dialect() -> Arc<DialectDef> {
    static D: OnceLock<Arc<DialectDef>> = OnceLock::new();
    D.get_or_init(|| {
        let any = TypeConstraint::any();
        Arc::new(
            DialectDef::new("dil")
                .op(OpDef::build("dil.plain")
                    .variadic_operand("values", any.clone())
                    .attr("static_values", DENSE_I64_ARRAY_ATTR)
                    .directive("DynamicIndexList", DYNAMIC_INDEX_LIST)
                    .format("custom<DynamicIndexList>($values, $static_values) attr-dict `:` type($values)"))
                .op(OpDef::build("dil.scalable")
                    .variadic_operand("values", any.clone())
                    .attr("static_values", DENSE_I64_ARRAY_ATTR)
                    .attr("scalable", BOOL_ARRAY)
                    .directive("DynamicIndexList", DYNAMIC_INDEX_LIST)
                    .format("custom<DynamicIndexList>($values, $static_values, $scalable) attr-dict `:` type($values)"))
                .op(OpDef::build("dil.raw")
                    .attr("static_values", DENSE_I64_ARRAY_ATTR)
                    .format("$static_values attr-dict"))
                .op(OpDef::build("dil.typed")
                    .variadic_operand("values", any)
                    .attr("static_values", DENSE_I64_ARRAY_ATTR)
                    .directive("DynamicIndexList", DYNAMIC_INDEX_LIST_TYPED)
                    .format("custom<DynamicIndexList>($values, $static_values, type($values)) attr-dict")),
        )
    })
    .clone()
}

struct T {
    cx: OwnedContext,
    diags: Arc<Mutex<Vec<String>>>,
}

impl T {
    fn new() -> T {
        let cx = Context::new();
        cx.set_allow_unregistered_dialects(true);
        cx.load_dialect(oxmlir_ir::dialects::func::DIALECT.def());
        cx.load_dialect(dialect());
        let diags = Arc::new(Mutex::new(Vec::new()));
        let sink = diags.clone();
        cx.diagnostics
            .attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
                let pos = match cx.try_attr_data(d.loc.0) {
                    Some(AttrData::FileLineColRange(r)) => {
                        format!("{}:{}", r.start_line, r.start_col)
                    }
                    _ => "?".into(),
                };
                sink.lock().unwrap().push(format!("{pos}: {}", d.message));
                true
            }));
        T { cx, diags }
    }

    fn parse(&self, src: &str) -> Option<OpId> {
        let mut ir = self.cx.ir_mut();
        oxmlir_parser::parse_module(
            &self.cx,
            &mut ir,
            src.as_bytes(),
            b"in.mlir",
            ParseOptions::default(),
        )
    }

    fn print(&self, m: OpId, generic: bool) -> String {
        let ir = self.cx.ir();
        oxmlir_ir::print::op_to_string(
            &self.cx,
            &ir,
            m,
            &PrintFlags {
                generic,
                ..PrintFlags::default()
            },
        )
        .unwrap()
    }

    fn diags(&self) -> Vec<String> {
        std::mem::take(&mut *self.diags.lock().unwrap())
    }
}

/// `body` in a function taking `%a: index, %b: index`.
fn in_fn(body: &str) -> String {
    format!("func.func @f(%a: index, %b: index) {{\n  {body}\n  return\n}}\n")
}

/// Parses `body`, checks its custom form is `expected` and its generic form
/// contains `generic`, and that both forms parse back to the same text.
fn check(body: &str, expected: &str, generic: &str) {
    let t = T::new();
    let m = t
        .parse(&in_fn(body))
        .unwrap_or_else(|| panic!("{body}: {:?}", t.diags()));
    let custom = t.print(m, false);
    assert!(
        custom.contains(&format!("    {expected}\n")),
        "custom form:\n{custom}"
    );
    let gen = t.print(m, true);
    assert!(gen.contains(generic), "generic form:\n{gen}");
    let again = t.parse(&custom).expect("custom form parses");
    assert_eq!(t.print(again, false), custom);
    let from_generic = t.parse(&gen).expect("generic form parses");
    assert_eq!(t.print(from_generic, false), custom);
    assert!(t.diags().is_empty());
}

fn check_error(body: &str, expected: &[&str]) {
    let t = T::new();
    assert!(t.parse(&in_fn(body)).is_none(), "parsed: {body}");
    assert_eq!(t.diags(), expected);
}

#[test]
fn mixed_static_and_dynamic_entries() {
    check(
        "dil.plain [4, %a, 0, %b] : index, index",
        "dil.plain [4, %arg0, 0, %arg1] : index, index",
        "\"dil.plain\"(%arg0, %arg1) <{static_values = array<i64: 4, -9223372036854775808, 0, -9223372036854775808>}>",
    );
}

#[test]
fn empty_and_all_static_lists() {
    check(
        "dil.typed []",
        "dil.typed []",
        "<{static_values = array<i64>}>",
    );
    check(
        "dil.typed [-1, 7]",
        "dil.typed [-1, 7]",
        "<{static_values = array<i64: -1, 7>}>",
    );
}

#[test]
fn scalable_entries_are_bracketed() {
    check(
        "dil.scalable [4, [8], %a] : index",
        "dil.scalable [4, [8], %arg0] : index",
        "<{scalable = array<i1: false, true, false>, static_values = array<i64: 4, 8, -9223372036854775808>}>",
    );
}

#[test]
fn typed_values() {
    check(
        "dil.typed [%a : index, 2, %b : index]",
        "dil.typed [%arg0 : index, 2, %arg1 : index]",
        "<{static_values = array<i64: -9223372036854775808, 2, -9223372036854775808>}>",
    );
}

/// A `DenseI64ArrayAttr` written by the format itself is `[1, 2]`.
#[test]
fn dense_i64_array_in_a_format() {
    check("dil.raw [1, -9223372036854775808]", "dil.raw [1, -9223372036854775808]", "\"dil.raw\"() <{static_values = array<i64: 1, -9223372036854775808>}>");
    check("dil.raw []", "dil.raw []", "\"dil.raw\"() <{static_values = array<i64>}>");
    check_error("dil.raw array<i64: 1>", &["2:10: expected '['"]);
}

/// The errors' positions follow upstream's (checked against `mlir-opt` on
/// the memref ops in `tests/mlir/errors/memref_syntax.mlir`).
#[test]
fn parse_errors_name_the_list_then_the_op() {
    let then = "2:3: custom op 'dil.plain' expected SSA value or integer";
    check_error(
        "dil.plain (4) :",
        &["2:12: expected '[' in dynamic index list", then],
    );
    check_error(
        "dil.plain [4 5] :",
        &["2:15: expected ']' in dynamic index list", then],
    );
    check_error(
        "dil.plain [4, x] :",
        &["2:17: custom op 'dil.plain' expected integer value", then],
    );
    // A scalable entry is an integer.
    check_error(
        "dil.plain [[%a]] :",
        &["2:15: custom op 'dil.plain' expected integer value", then],
    );
    check_error(
        "dil.typed [%a]",
        &[
            "2:16: expected ':'",
            "2:3: custom op 'dil.typed' expected SSA value or integer",
        ],
    );
}
