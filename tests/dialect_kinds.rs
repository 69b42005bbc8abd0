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
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    cx.load_dialect(dialect());
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
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    cx.load_dialect(Arc::new(d));
    let messages = Arc::new(Mutex::new(Vec::new()));
    let sink = messages.clone();
    cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
        sink.lock().unwrap().push(format!("{}: {}", location_to_string(cx, d.loc), d.message));
        true
    }));
    (cx, messages)
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
