//! Dialect types and attributes defined as data: construction (uniquing,
//! verification), printing (full, stripped in an op's format, aliases),
//! parsing through the dialect (errors and positions), type ids, and the
//! opaque behaviour when the dialect is not loaded.

use std::sync::{Arc, Mutex};

use oxmlir_ir::asm::AttrTypeParser;
use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::print::{attr_to_string, location_to_string, op_to_string, type_to_string, PrintFlags, Printer};
use oxmlir_ir::registry::attr_type::{AttrTypeDef, AttrTypeKind};
use oxmlir_ir::registry::{AttrConstraint, DialectDef, OpDef, TypeConstraint};
use oxmlir_ir::types::type_type_id;
use oxmlir_ir::{Attribute, Context, OwnedContext};
use oxmlir_parser::{parse_module, ParseOptions};

fn print_color(p: &mut Printer<'_, '_>, params: &[Attribute]) {
    p.str("<");
    if let Some(oxmlir_ir::AttrData::String { value, .. }) = p.cx.try_attr_data(params[0]) {
        p.out.bytes(value);
    }
    p.str(">");
}

fn parse_color(p: &mut dyn AttrTypeParser) -> Result<Vec<Attribute>, ()> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let Some(name) = p.parse_optional_any_keyword() else {
        p.emit_error_at(pos, "expected a color");
        return Err(());
    };
    p.parse_punct(">")?;
    Ok(vec![p.context().string_attr(name.as_bytes())])
}

fn check_color(cx: &Context, params: &[Attribute]) -> Result<(), String> {
    match cx.try_attr_data(params[0]) {
        Some(oxmlir_ir::AttrData::String { value, .. }) if [&b"red"[..], b"green", b"blue"].contains(&&**value) => Ok(()),
        _ => Err(format!("unknown color {}", attr_to_string(cx, params[0]))),
    }
}

fn dialect() -> Arc<DialectDef> {
    let mut d = DialectDef::new("dk");
    d.add_attr_type(AttrTypeDef::ty("dk", "pair").type_param("a").type_param("b").aliased(|_, _| Some("pair")))
        .unwrap();
    d.add_attr_type(AttrTypeDef::ty("dk", "unit")).unwrap();
    let color = d
        .add_attr_type(AttrTypeDef::attr("dk", "color").attr_param("name").verifier(check_color).syntax(print_color, parse_color))
        .unwrap();
    d.add_op(
        OpDef::build("dk.paint")
            .operand("value", TypeConstraint::any())
            .attr("color", AttrConstraint::of_dialect("color attribute", color))
            .format("$value `with` $color attr-dict `:` type($value)"),
    )
    .unwrap();
    Arc::new(d)
}

fn context() -> (OwnedContext, Arc<Mutex<Vec<String>>>) {
    context_with(dialect())
}

/// A context allowing unregistered dialects with `d` loaded, and the
/// diagnostics it reports (`loc: message`).
fn context_with(d: Arc<DialectDef>) -> (OwnedContext, Arc<Mutex<Vec<String>>>) {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    cx.load_dialect(d);
    let messages = Arc::new(Mutex::new(Vec::new()));
    let sink = messages.clone();
    cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
        sink.lock().unwrap().push(format!("{}: {}", location_to_string(cx, d.loc), d.message));
        true
    }));
    (cx, messages)
}

fn kind(cx: &Context, k: AttrTypeKind, m: &str) -> Arc<AttrTypeDef> {
    let d = cx.dialect_def(cx.loaded_dialect("dk").unwrap()).unwrap();
    d.attr_type(k, m).unwrap().clone()
}

#[test]
fn construction_uniques_and_verifies() {
    let (cx, _) = context();
    let pair = kind(&cx, AttrTypeKind::Type, "pair");
    let (i32t, f32t) = (cx.int(32), cx.float_type(oxmlir_ir::types::FloatKind::F32));
    let p1 = cx.dialect_type(&pair, &[cx.type_attr(i32t), cx.type_attr(f32t)]).unwrap();
    let p2 = cx.dialect_type(&pair, &[cx.type_attr(i32t), cx.type_attr(f32t)]).unwrap();
    let p3 = cx.dialect_type(&pair, &[cx.type_attr(f32t), cx.type_attr(i32t)]).unwrap();
    assert_eq!(p1, p2);
    assert_ne!(p1, p3);
    assert_eq!(type_to_string(&cx, p1), "!dk.pair<i32, f32>");
    assert_eq!(type_type_id(&cx, p1), Some(pair.type_id()));
    assert!(cx.dialect_type(&pair, &[cx.type_attr(i32t)]).unwrap_err().contains("takes 2 parameters"));
    let color = kind(&cx, AttrTypeKind::Attr, "color");
    let red = cx.dialect_attr(&color, &[cx.string_attr(b"red")]).unwrap();
    assert_eq!(attr_to_string(&cx, red), "#dk.color<red>");
    assert_eq!(cx.dialect_attr(&color, &[cx.string_attr(b"pink")]).unwrap_err(), "unknown color \"pink\"");
    // A type kind does not make attributes.
    assert!(cx.dialect_attr(&pair, &[]).is_err());
}

#[test]
fn parse_and_print_through_the_dialect() {
    let (cx, messages) = context();
    let src = "%a = \"t.src\"() : () -> !dk.pair<i32, !dk.unit>\n\
               dk.paint %a with <green> : !dk.pair<i32, !dk.unit>\n\
               \"t.use\"() {c = #dk.color<blue>} : () -> ()\n";
    let mut ir = cx.ir_mut();
    let m = parse_module(&cx, &mut ir, src.as_bytes(), b"k.mlir", ParseOptions::default());
    assert!(messages.lock().unwrap().is_empty(), "{:?}", messages.lock().unwrap());
    let m = m.unwrap();
    let text = op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap();
    assert_eq!(
        text,
        "!pair = !dk.pair<i32, !dk.unit>\nmodule {\n  %0 = \"t.src\"() : () -> !pair\n  \
         dk.paint %0 with <green> : !pair\n  \"t.use\"() {c = #dk.color<blue>} : () -> ()\n}\n"
    );
    // What it prints parses back to the same.
    let m2 = parse_module(&cx, &mut ir, text.as_bytes(), b"k2.mlir", ParseOptions::default()).unwrap();
    assert_eq!(op_to_string(&cx, &ir, m2, &PrintFlags::default()).unwrap(), text);
    let generic = op_to_string(&cx, &ir, m2, &PrintFlags { generic: true, ..PrintFlags::default() }).unwrap();
    assert!(generic.contains("<{color = #dk.color<green>}>"), "{generic}");
}

#[test]
fn errors_are_reported_where_written() {
    let cases: &[(&str, &str)] = &[
        ("\"t.x\"() : () -> !dk.nope<i32>\n", "loc(\"e.mlir\":1:21): unknown  type `nope` in dialect `dk`"),
        ("\"t.x\"() {c = #dk.shade<1>} : () -> ()\n", "loc(\"e.mlir\":1:18): unknown attribute `shade` in dialect `dk`"),
        ("\"t.x\"() : () -> !dk.pair<i32>\n", "loc(\"e.mlir\":1:29): expected ','"),
        ("\"t.x\"() {c = #dk.color<7>} : () -> ()\n", "loc(\"e.mlir\":1:24): expected a color"),
        ("\"t.x\"() {c = #dk.color<pink>} : () -> ()\n", "loc(\"e.mlir\":1:18): unknown color \"pink\""),
        (
            "%a = \"t.src\"() : () -> i32\n%b = dk.paint %a with <pink> : i32\n",
            "loc(\"e.mlir\":2:23): custom op 'dk.paint' unknown color \"pink\"",
        ),
    ];
    for (src, want) in cases {
        let (cx, messages) = context();
        let mut ir = cx.ir_mut();
        assert!(parse_module(&cx, &mut ir, src.as_bytes(), b"e.mlir", ParseOptions::default()).is_none(), "{src}");
        assert_eq!(messages.lock().unwrap().first().map(String::as_str), Some(*want), "{src}");
    }
}

#[test]
fn unloaded_dialects_stay_opaque() {
    // The same text without the dialect loaded: opaque types and
    // attributes, printed back as they were written.
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let src = "\"t.x\"() {c = #dk.color<blue>} : () -> !dk.pair<i32, !dk.unit>\n";
    let mut ir = cx.ir_mut();
    let m = parse_module(&cx, &mut ir, src.as_bytes(), b"o.mlir", ParseOptions::default()).unwrap();
    assert_eq!(
        op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap(),
        "module {\n  %0 = \"t.x\"() {c = #dk.color<blue>} : () -> !dk.pair<i32, !dk.unit>\n}\n"
    );
}

// ---------------------------------------------------------------------------
// Enum attributes in the declarative format.
// ---------------------------------------------------------------------------

static PREDICATE: oxmlir_ir::registry::enums::EnumDef = oxmlir_ir::registry::enums::EnumDef {
    cpp_name: "::ek::Predicate",
    cases: &[("eq", 0), ("ne", 1), ("lt", 2), ("odd-one", 3)],
    bits: None,
    width: 64,
};

fn enum_context() -> (OwnedContext, Arc<Mutex<Vec<String>>>) {
    let mut d = DialectDef::new("ek");
    d.add_op(
        OpDef::build("ek.cmp")
            .attr("predicate", PREDICATE.constraint("allowed 64-bit signless integer cases: 0, 1, 2, 3"))
            .operand("lhs", TypeConstraint::any())
            .operand("rhs", TypeConstraint::any())
            .result("r", TypeConstraint::any())
            .traits([oxmlir_ir::registry::Trait::SameOperandsAndResultType])
            .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
    )
    .unwrap();
    context_with(Arc::new(d))
}

#[test]
fn enum_attributes_print_as_keywords() {
    let (cx, messages) = enum_context();
    let src = "%a = \"t.src\"() : () -> i32\n%0 = ek.cmp lt, %a, %a : i32\n%1 = ek.cmp \"ne\", %a, %a : i32\n\
               %2 = ek.cmp \"odd-one\", %a, %a : i32\n";
    let mut ir = cx.ir_mut();
    let m = parse_module(&cx, &mut ir, src.as_bytes(), b"e.mlir", ParseOptions::default());
    assert!(messages.lock().unwrap().is_empty(), "{:?}", messages.lock().unwrap());
    let m = m.unwrap();
    assert_eq!(
        op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap(),
        "module {\n  %0 = \"t.src\"() : () -> i32\n  %1 = ek.cmp lt, %0, %0 : i32\n  %2 = ek.cmp ne, %0, %0 : i32\n  \
         %3 = ek.cmp \"odd-one\", %0, %0 : i32\n}\n"
    );
    let generic = op_to_string(&cx, &ir, m, &PrintFlags { generic: true, ..PrintFlags::default() }).unwrap();
    assert!(generic.contains("<{predicate = 2 : i64}>"), "{generic}");
}

#[test]
fn enum_attribute_errors() {
    let cases: &[(&str, &str)] = &[
        (
            "%a = \"t.src\"() : () -> i32\n%0 = ek.cmp foo, %a, %a : i32\n",
            "loc(\"e.mlir\":2:13): custom op 'ek.cmp' expected string or keyword containing one of the following \
             enum values for attribute 'predicate' [eq, ne, lt, odd-one]",
        ),
        (
            "%a = \"t.src\"() : () -> i32\n%0 = ek.cmp \"foo\", %a, %a : i32\n",
            "loc(\"e.mlir\":2:13): custom op 'ek.cmp' invalid predicate attribute specification: \"foo\"",
        ),
        (
            "%a = \"t.src\"() : () -> i32\n%0 = \"ek.cmp\"(%a, %a) <{predicate = 9}> : (i32, i32) -> i32\n",
            "loc(\"e.mlir\":2:6): invalid properties {predicate = 9 : i64} for op ek.cmp: Invalid attribute \
             `predicate` in property conversion: 9 : i64",
        ),
    ];
    for (src, want) in cases {
        let (cx, messages) = enum_context();
        let mut ir = cx.ir_mut();
        assert!(parse_module(&cx, &mut ir, src.as_bytes(), b"e.mlir", ParseOptions::default()).is_none(), "{src}");
        assert_eq!(messages.lock().unwrap().first().map(String::as_str), Some(*want), "{src}");
    }
}

// ---------------------------------------------------------------------------
// Enum parameters of dialect attributes (ODS `EnumAttr`).
// ---------------------------------------------------------------------------

/// A bit enum whose combined cases print with `|`.
static BITS: oxmlir_ir::registry::enums::EnumDef = oxmlir_ir::registry::enums::EnumDef {
    cpp_name: "::ea::Bits",
    cases: &[("none", 0), ("r", 1), ("w", 2), ("x", 4), ("rw", 3)],
    bits: Some("|"),
    width: 32,
};

/// A bit enum whose combined cases print with `, `.
static LIST: oxmlir_ir::registry::enums::EnumDef = oxmlir_ir::registry::enums::EnumDef {
    cpp_name: "::ea::List",
    cases: &[("none", 0), ("a", 1), ("b", 2)],
    bits: Some(", "),
    width: 32,
};

/// `#ea.bits<...>`, `#ea.list<...>` (angled) and `#ea<level ...>` (spaced,
/// ODS's default `$value`), and ops writing each stripped in their format.
fn enum_attr_context() -> (OwnedContext, Arc<Mutex<Vec<String>>>) {
    let mut d = DialectDef::new("ea");
    let bits = d.add_attr_type(AttrTypeDef::enum_attr("ea", "bits", "EA_BitsAttr", &BITS)).unwrap();
    let list = d.add_attr_type(AttrTypeDef::enum_attr("ea", "list", "EA_ListAttr", &LIST)).unwrap();
    let level = d.add_attr_type(AttrTypeDef::enum_attr("ea", "level", "EA_LevelAttr", &PREDICATE).spaced()).unwrap();
    d.add_op(
        OpDef::build("ea.access")
            .attr("mode", AttrConstraint::of_dialect("access bits", bits))
            .attr("order", AttrConstraint::of_dialect("list flags", list))
            .format("`mode` $mode `order` $order attr-dict"),
    )
    .unwrap();
    d.add_op(
        OpDef::build("ea.check")
            .attr("level", AttrConstraint::of_dialect("level kind", level))
            .operand("value", TypeConstraint::any())
            .format("`` $level `(` $value `)` attr-dict `:` type($value)"),
    )
    .unwrap();
    context_with(Arc::new(d))
}

#[test]
fn enum_parameters_print_with_their_separators() {
    let (cx, messages) = enum_attr_context();
    let src = "ea.access mode<x|rw> order<b,a>\n\
               ea.access mode<none> order<a>\n\
               %a = \"t.src\"() : () -> i32\n\
               ea.check \"lt\"(%a) : i32\n\
               \"t.use\"() {b = #ea.bits<w | r | x>, l = #ea<level eq>, s = #ea<level \"ne\">} : () -> ()\n";
    let mut ir = cx.ir_mut();
    let m = parse_module(&cx, &mut ir, src.as_bytes(), b"p.mlir", ParseOptions::default());
    assert!(messages.lock().unwrap().is_empty(), "{:?}", messages.lock().unwrap());
    let m = m.unwrap();
    let text = op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap();
    assert_eq!(
        text,
        "module {\n  ea.access mode <rw|x> order <a, b>\n  ea.access mode <none> order <a>\n  \
         %0 = \"t.src\"() : () -> i32\n  ea.check lt(%0) : i32\n  \
         \"t.use\"() {b = #ea.bits<rw|x>, l = #ea<level eq>, s = #ea<level ne>} : () -> ()\n}\n"
    );
    // The generic form writes the whole attributes; a spaced body is not
    // simple enough for the pretty `#ea.level` form.
    let generic = op_to_string(&cx, &ir, m, &PrintFlags { generic: true, ..PrintFlags::default() }).unwrap();
    assert!(generic.contains("<{mode = #ea.bits<rw|x>, order = #ea.list<a, b>}>"), "{generic}");
    assert!(generic.contains("<{level = #ea<level lt>}>"), "{generic}");
    // What it prints parses back to the same.
    let m2 = parse_module(&cx, &mut ir, text.as_bytes(), b"p2.mlir", ParseOptions::default()).unwrap();
    assert_eq!(op_to_string(&cx, &ir, m2, &PrintFlags::default()).unwrap(), text);
    let m3 = parse_module(&cx, &mut ir, generic.as_bytes(), b"p3.mlir", ParseOptions::default()).unwrap();
    assert_eq!(op_to_string(&cx, &ir, m3, &PrintFlags::default()).unwrap(), text);
}

#[test]
fn enum_parameter_errors() {
    const FAILED: &str = "failed to parse EA_LevelAttr parameter 'value' which is to be a `::ek::Predicate`";
    const BAD_CASE: &str = "expected ::ek::Predicate to be one of: eq, ne, lt, odd-one";
    const NO_WORD: &str = "expected valid keyword or string";
    let cases: Vec<(&str, Vec<String>)> = vec![
        // Outside an op's format: no prefix; the bad case is reported where
        // it is written, the failed parameter after it.
        (
            "\"t.x\"() {l = #ea<level gt>} : () -> ()\n",
            vec![format!("loc(\"e.mlir\":1:24): {BAD_CASE}"), format!("loc(\"e.mlir\":1:26): {FAILED}")],
        ),
        (
            "\"t.x\"() {l = #ea<level>} : () -> ()\n",
            vec![format!("loc(\"e.mlir\":1:23): {NO_WORD}"), format!("loc(\"e.mlir\":1:23): {FAILED}")],
        ),
        // The pretty form of a spaced kind leaves nothing for the value.
        (
            "\"t.x\"() {l = #ea.level<eq>} : () -> ()\n",
            vec![format!("loc(\"e.mlir\":1:23): {NO_WORD}"), format!("loc(\"e.mlir\":1:23): {FAILED}")],
        ),
        ("\"t.x\"() {l = #ea<>} : () -> ()\n", vec!["loc(\"e.mlir\":1:18): expected valid keyword".into()]),
        ("\"t.x\"() {l = #ea<\"level\" eq>} : () -> ()\n", vec!["loc(\"e.mlir\":1:18): expected valid keyword".into()]),
        // A bit enum's list is looked up as a whole.
        (
            "\"t.x\"() {b = #ea.bits<r|q>} : () -> ()\n",
            vec![
                "loc(\"e.mlir\":1:23): expected ::ea::Bits to be one of: none, r, w, x, rw".into(),
                "loc(\"e.mlir\":1:26): failed to parse EA_BitsAttr parameter 'value' which is to be a `::ea::Bits`".into(),
            ],
        ),
        // In an op's format the enum's messages name the op; the brackets'
        // messages do not.
        (
            "%a = \"t.src\"() : () -> i32\nea.check gt(%a) : i32\n",
            vec![
                format!("loc(\"e.mlir\":2:10): custom op 'ea.check' {BAD_CASE}"),
                format!("loc(\"e.mlir\":2:12): custom op 'ea.check' {FAILED}"),
            ],
        ),
        // (A missing bracket is reported just after the last token read.)
        ("ea.access mode<r> order<a b>\n", vec!["loc(\"e.mlir\":1:26): expected '>'".into()]),
    ];
    for (src, want) in cases {
        let (cx, messages) = enum_attr_context();
        let mut ir = cx.ir_mut();
        assert!(parse_module(&cx, &mut ir, src.as_bytes(), b"e.mlir", ParseOptions::default()).is_none(), "{src}");
        assert_eq!(*messages.lock().unwrap(), want, "{src}");
    }
}
