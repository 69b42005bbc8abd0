//! Dialects defined as data. Types and attributes: construction (uniquing,
//! verification), printing (full, stripped in an op's format, aliases),
//! parsing through the dialect (errors and positions), type ids, the
//! opaque behaviour when the dialect is not loaded, enum attributes and
//! enum parameters. Operations: the traits and interfaces the core
//! verifies, the type inference ODS derives from traits, variadic-of-
//! variadic operands and dense `i32` arrays in formats (messages and
//! syntax as upstream's, checked with `mlir-opt` 22 on the `test`
//! dialect's equivalent operations).

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
        let mut sink = sink.lock().unwrap();
        sink.push(format!("{}: {}", location_to_string(cx, d.loc), d.message));
        // Notes other than the printed operation, which would repeat the
        // input.
        for n in d.notes.iter().filter(|n| !n.message.starts_with("see current operation")) {
            sink.push(format!("note {}: {}", location_to_string(cx, n.loc), n.message));
        }
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

/// Kinds made at run time: a closure verifier over any number of
/// parameters (what IRDL's loaded types are), and an extensible dialect's
/// messages for unknown mnemonics.
#[test]
fn run_time_kinds_take_closure_verifiers_and_any_parameter_count() {
    let limit = 2usize;
    let mut d = DialectDef::new("rt").extensible();
    let check: oxmlir_ir::registry::attr_type::DynParamVerifyFn = Arc::new(move |_, params: &[Attribute]| {
        if params.len() > limit {
            return Err(format!("at most {limit} parameters, got {}", params.len()));
        }
        Ok(())
    });
    d.add_attr_type(AttrTypeDef::ty("rt", "bag").any_params().dyn_verifier(check)).unwrap();
    let (cx, messages) = context_with(Arc::new(d));
    let bag = cx.dialect_def(cx.loaded_dialect("rt").unwrap()).unwrap().attr_type(AttrTypeKind::Type, "bag").unwrap().clone();
    let i = cx.type_attr(cx.int(32));
    assert!(cx.dialect_type(&bag, &[]).is_ok());
    assert!(cx.dialect_type(&bag, &[i, i]).is_ok());
    assert_eq!(cx.dialect_type(&bag, &[i, i, i]).unwrap_err(), "at most 2 parameters, got 3");
    for (src, want) in [
        ("\"t.x\"() : () -> !rt.nope\n", "loc(\"r.mlir\":1:21): expected dynamic type"),
        ("\"t.x\"() {a = #rt.nope} : () -> ()\n", "loc(\"r.mlir\":1:18): expected dynamic attribute"),
    ] {
        messages.lock().unwrap().clear();
        let mut ir = cx.ir_mut();
        assert!(parse_module(&cx, &mut ir, src.as_bytes(), b"r.mlir", ParseOptions::default()).is_none(), "{src}");
        assert_eq!(messages.lock().unwrap().first().map(String::as_str), Some(want), "{src}");
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

// ---------------------------------------------------------------------------
// Operation traits and interfaces the core verifies, and the type inference
// ODS derives from traits, on a dialect of our own (`tr`).
// ---------------------------------------------------------------------------

use oxmlir_ir::registry::constraints::{DENSE_I32_ARRAY_ATTR, I1, TYPED_ATTR};
use oxmlir_ir::registry::interfaces::{
    InferInput, InferTypeOpInterface, LoopLikeOpInterface, RegionBranchOpInterface, RegionSuccessor,
};
use oxmlir_ir::registry::{RegionConstraint, Trait};
use oxmlir_ir::view::OpView;
use oxmlir_ir::{Type, ValueId};
use smallvec::{smallvec, SmallVec};

const ANY: TypeConstraint = TypeConstraint::any();

/// `tr.cast`'s `areCastCompatible`: one integer to one wider integer.
fn widens(cx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let width = |t: Type| match cx.try_type_data(t) {
        Some(oxmlir_ir::TypeData::Integer { width, .. }) => Some(*width),
        _ => None,
    };
    match (inputs, outputs) {
        ([i], [o]) => matches!((width(*i), width(*o)), (Some(a), Some(b)) if a < b),
        _ => false,
    }
}

/// `tr.explicit`'s hand-written inference: its operand's type.
fn infer_operand_type(input: &InferInput<'_>) -> Result<SmallVec<[Type; 2]>, ()> {
    Ok(smallvec![*input.operand_types.first().ok_or(())?])
}

/// The arguments of the body's entry block.
fn body_args(v: OpView<'_>) -> SmallVec<[ValueId; 4]> {
    let Some(&b) = v.region_blocks(0).first() else { return SmallVec::new() };
    let n = v.ir.block_num_args(b).unwrap_or(0);
    (0..n).filter_map(|i| v.ir.block_arg(b, i).ok()).collect()
}

/// The operands of the body's terminator.
fn yielded(v: OpView<'_>) -> SmallVec<[ValueId; 4]> {
    let last = v.region_blocks(0).first().and_then(|&b| v.ir.block_last_op(b).ok().flatten());
    last.and_then(|t| OpView::new(v.cx, v.ir, t)).map(|t| t.operands()).unwrap_or_default()
}

/// A loop: the operands enter the body, whose terminator goes back to the
/// body or out to the results.
const LOOP_BRANCHES: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, from| match from {
        None => smallvec![RegionSuccessor::Region(0)],
        Some(_) => smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent],
    },
    successor_inputs: |v, s| match s {
        RegionSuccessor::Region(_) => body_args(v),
        RegionSuccessor::Parent => (0..v.num_results()).filter_map(|i| v.result(i)).collect(),
    },
    entry_operands: |v, _| (0, v.num_operands()),
};

fn trait_dialect() -> DialectDef {
    DialectDef::new("tr")
        .op(OpDef::build("tr.pred").operand("a", ANY).operand("b", ANY).traits([Trait::Pred {
            description: "operands have different types",
            pred: |v| v.operand_type(0) != v.operand_type(1),
        }]))
        .op(OpDef::build("tr.shape").variadic_operand("xs", ANY).result("r", ANY).traits([Trait::SameOperandsAndResultShape]))
        .op(OpDef::build("tr.map").variadic_operand("xs", ANY).variadic_result("rs", ANY).traits([Trait::Elementwise]))
        .op(OpDef::build("tr.cast")
            .variadic_operand("xs", ANY)
            .variadic_result("rs", ANY)
            .traits([Trait::CastOpInterface(widens)]))
        // Result types from traits and constraints: the formats do not
        // write them.
        .op(OpDef::build("tr.built").result("r", I1).format("attr-dict"))
        .op(OpDef::build("tr.same")
            .operand("x", ANY)
            .result("r", ANY)
            .traits([Trait::SameOperandsAndResultType])
            .format("$x attr-dict `:` type($x)"))
        .op(OpDef::build("tr.match_attr")
            .attr("value", TYPED_ATTR)
            .operand("x", ANY)
            .result("r", ANY)
            .traits([Trait::AllTypesMatch(&["value", "x", "r"])])
            .format("$value `,` $x attr-dict"))
        .op(OpDef::build("tr.with")
            .operand("x", ANY)
            .result("r", ANY)
            .traits([Trait::TypesMatchWith {
                description: "result is a tuple of the operand",
                from: "x",
                to: "r",
                transform: |cx, t| vec![cx.tuple_type(&[t])],
            }])
            .format("$x attr-dict `:` type($x)"))
        .op(OpDef::build("tr.explicit")
            .operand("x", ANY)
            .result("r", ANY)
            .interface(InferTypeOpInterface { infer: infer_operand_type })
            .format("$x attr-dict `:` type($x)"))
        // Groups of operands, and dense `i32` arrays in a format.
        .op(OpDef::build("tr.groups")
            .variadic_of_variadic_operand("groups", ANY, "group_sizes")
            .attr("group_sizes", DENSE_I32_ARRAY_ATTR)
            .format("$groups `:` type($groups) attr-dict"))
        .op(OpDef::build("tr.dense").attr("sizes", DENSE_I32_ARRAY_ATTR).format("`sizes` `=` $sizes attr-dict"))
        // Region control flow.
        .op(OpDef::build("tr.branchy")
            .variadic_operand("inits", ANY)
            .variadic_result("rs", ANY)
            .region("body", RegionConstraint::any())
            .traits([Trait::RegionBranchOpInterface])
            .interface(LOOP_BRANCHES))
        .op(OpDef::build("tr.loop")
            .variadic_operand("inits", ANY)
            .variadic_result("rs", ANY)
            .region("body", RegionConstraint::any())
            .traits([Trait::LoopLikeOpInterface])
            .interface(LoopLikeOpInterface {
                inits: |v| v.operands(),
                region_iter_args: |v| Ok(body_args(v)),
                yielded_values: yielded,
                loop_results: |v| Some((0..v.num_results()).filter_map(|i| v.result(i)).collect()),
            }))
        .op(OpDef::build("tr.yield").variadic_operand("xs", ANY).traits([Trait::Terminator, Trait::ReturnLike]))
}

/// Parses `src` in a context with `tr` loaded; the printed module, or the
/// diagnostics.
fn parse_tr(src: &str) -> Result<String, Vec<String>> {
    let (cx, messages) = context_with(Arc::new(trait_dialect()));
    let mut ir = cx.ir_mut();
    match parse_module(&cx, &mut ir, src.as_bytes(), b"t.mlir", ParseOptions::default()) {
        Some(m) => Ok(op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap()),
        None => Err(messages.lock().unwrap().clone()),
    }
}

/// The function `@f` with the given argument types and body (one line).
fn in_f(args: &str, body: &str) -> String {
    format!("func.func @f({args}) {{\n  {body}\n  return\n}}\n")
}

/// Checks that `body` (in `@f(args)`) fails with exactly `want` (their
/// locations without the `"t.mlir":` file).
fn check_tr_error(args: &str, body: &str, want: &[&str]) {
    let src = in_f(args, body);
    let (cx, messages) = context_with(Arc::new(trait_dialect()));
    cx.load_dialect(oxmlir_ir::dialects::func::DIALECT.def());
    let mut ir = cx.ir_mut();
    assert!(parse_module(&cx, &mut ir, src.as_bytes(), b"t.mlir", ParseOptions::default()).is_none(), "{body}");
    let got: Vec<String> = messages.lock().unwrap().iter().map(|m| m.replace("\"t.mlir\":", "")).collect();
    assert_eq!(got, want, "{body}");
}

/// Checks that `body` (in `@f(args)`) verifies.
fn check_tr_valid(args: &str, body: &str) {
    let (cx, messages) = context_with(Arc::new(trait_dialect()));
    cx.load_dialect(oxmlir_ir::dialects::func::DIALECT.def());
    let mut ir = cx.ir_mut();
    let src = in_f(args, body);
    let m = parse_module(&cx, &mut ir, src.as_bytes(), b"t.mlir", ParseOptions::default());
    assert!(m.is_some(), "{body}: {:?}", messages.lock().unwrap());
}

#[test]
fn pred_trait() {
    check_tr_valid("%a: i32, %b: f32", "\"tr.pred\"(%a, %b) : (i32, f32) -> ()");
    check_tr_error(
        "%a: i32",
        "\"tr.pred\"(%a, %a) : (i32, i32) -> ()",
        &["loc(2:3): 'tr.pred' op failed to verify that operands have different types"],
    );
}

#[test]
fn same_operands_and_result_shape() {
    check_tr_valid("%t: tensor<?xf32>, %u: tensor<4xi8>", "%0 = \"tr.shape\"(%t, %u) : (tensor<?xf32>, tensor<4xi8>) -> tensor<4xf64>");
    check_tr_valid("%v: vector<2xf32>", "%0 = \"tr.shape\"(%v) : (vector<2xf32>) -> tensor<2xi1>");
    check_tr_error(
        "%v: vector<2xf32>",
        "%0 = \"tr.shape\"(%v) : (vector<2xf32>) -> vector<3xf32>",
        &["loc(2:8): 'tr.shape' op requires the same shape for all operands and results"],
    );
    check_tr_error(
        "",
        "%0 = \"tr.shape\"() : () -> vector<3xf32>",
        &["loc(2:8): 'tr.shape' op expected 1 or more operands, but found 0"],
    );
}

#[test]
fn elementwise() {
    check_tr_valid("%f: f32, %v: vector<2xf32>", "%0 = \"tr.map\"(%f, %v) : (f32, vector<2xf32>) -> vector<2xi8>");
    check_tr_valid("%f: f32", "%0 = \"tr.map\"(%f, %f) : (f32, f32) -> i8");
    let cases = [
        ("%0 = \"tr.map\"(%f) : (f32) -> vector<2xf32>", "loc(2:8): 'tr.map' op if a result is non-scalar, then at least one operand must be non-scalar"),
        ("%0 = \"tr.map\"(%v) : (vector<2xf32>) -> f32", "loc(2:8): 'tr.map' op if an operand is non-scalar, then there must be at least one non-scalar result"),
        (
            "%0:2 = \"tr.map\"(%v) : (vector<2xf32>) -> (vector<2xf32>, f32)",
            "loc(2:10): 'tr.map' op if an operand is non-scalar, then all results must be non-scalar",
        ),
        ("%0 = \"tr.map\"(%v) : (vector<2xf32>) -> tensor<2xf32>", "loc(2:8): 'tr.map' op all non-scalar operands/results must have the same shape and base type"),
        ("%0 = \"tr.map\"(%v) : (vector<2xf32>) -> vector<3xf32>", "loc(2:8): 'tr.map' op all non-scalar operands/results must have the same shape and base type"),
    ];
    for (body, want) in cases {
        check_tr_error("%f: f32, %v: vector<2xf32>", body, &[want]);
    }
}

#[test]
fn cast_op_interface() {
    check_tr_valid("%a: i8", "%0 = \"tr.cast\"(%a) : (i8) -> i32");
    let cases = [
        ("%0 = \"tr.cast\"(%a) : (i8) -> i1", "loc(2:8): 'tr.cast' op operand type 'i8' and result type 'i1' are cast incompatible"),
        ("\"tr.cast\"(%a) : (i8) -> ()", "loc(2:3): 'tr.cast' op expected at least one result for cast operation"),
        ("%0 = \"tr.cast\"() : () -> i8", "loc(2:8): 'tr.cast' op operand types [] and result type 'i8' are cast incompatible"),
        (
            "%0:2 = \"tr.cast\"(%a, %a) : (i8, i8) -> (i16, i16)",
            "loc(2:10): 'tr.cast' op operand types 'i8', 'i8' and result types 'i16', 'i16' are cast incompatible",
        ),
    ];
    for (body, want) in cases {
        check_tr_error("%a: i8", body, &[want]);
    }
}

#[test]
fn result_types_inferred_from_traits() {
    let src = "%a = \"t.src\"() : () -> i16\n\
               %t = \"t.src\"() : () -> tensor<?xf32>\n\
               %0 = tr.built\n\
               %1 = tr.same %t : tensor<?xf32>\n\
               %2 = tr.match_attr 7 : i16, %a\n\
               %3 = tr.with %a : i16\n\
               %4 = tr.explicit %t : tensor<?xf32>\n\
               \"t.use\"(%0, %1, %2, %3, %4) : (i1, tensor<?xf32>, i16, tuple<i16>, tensor<?xf32>) -> ()\n";
    let printed = parse_tr(src).unwrap();
    assert_eq!(
        printed,
        "module {\n  %0 = \"t.src\"() : () -> i16\n  %1 = \"t.src\"() : () -> tensor<?xf32>\n  %2 = tr.built\n  \
         %3 = tr.same %1 : tensor<?xf32>\n  %4 = tr.match_attr 7 : i16, %0\n  %5 = tr.with %0 : i16\n  \
         %6 = tr.explicit %1 : tensor<?xf32>\n  \
         \"t.use\"(%2, %3, %4, %5, %6) : (i1, tensor<?xf32>, i16, tuple<i16>, tensor<?xf32>) -> ()\n}\n"
    );
    // The derived inference is an InferTypeOpInterface, as ODS's; an op
    // whose result types nothing determines has none.
    let d = trait_dialect();
    let has_infer = |n: &str| d.op_def(n).unwrap().interface::<InferTypeOpInterface>().is_some();
    for n in ["tr.built", "tr.same", "tr.match_attr", "tr.with", "tr.explicit"] {
        assert!(has_infer(n), "{n}");
    }
    for n in ["tr.shape", "tr.map", "tr.cast", "tr.groups"] {
        assert!(!has_infer(n), "{n}");
    }
}

#[test]
fn inferred_types_are_verified() {
    // `SameOperandsAndResultType` accepts compatible shapes; the inferred
    // type is the operand's, which the result must then be.
    let mismatch = |op: &str| {
        [
            format!("loc(2:8): '{op}' op inferred type(s) 'tensor<?xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'"),
            format!("loc(2:8): '{op}' op failed to infer returned types"),
        ]
    };
    for op in ["tr.same", "tr.explicit"] {
        let want = mismatch(op);
        check_tr_error(
            "%t: tensor<?xf32>",
            &format!("%0 = \"{op}\"(%t) : (tensor<?xf32>) -> tensor<4xf32>"),
            &[&want[0], &want[1]],
        );
    }
    // Other traits report first.
    check_tr_error(
        "%a: i16",
        "%0 = \"tr.match_attr\"(%a) <{value = 7 : i32}> : (i16) -> i16",
        &["loc(2:8): 'tr.match_attr' op failed to verify that all of {value, x, r} have same type"],
    );
    check_tr_error(
        "%a: i16",
        "%0 = \"tr.with\"(%a) : (i16) -> i16",
        &["loc(2:8): 'tr.with' op failed to verify that result is a tuple of the operand"],
    );
    check_tr_error("", "%0 = \"tr.built\"() : () -> i8", &["loc(2:8): 'tr.built' op result #0 must be 1-bit signless integer, but got 'i8'"]);
}

#[test]
fn variadic_of_variadic_operands() {
    let body = "tr.groups (%a), (), (%a, %b) : (i64), (), (i64, i32)";
    let (cx, messages) = context_with(Arc::new(trait_dialect()));
    cx.load_dialect(oxmlir_ir::dialects::func::DIALECT.def());
    let mut ir = cx.ir_mut();
    let src = in_f("%a: i64, %b: i32", &format!("{body}\n  tr.groups  : "));
    let m = parse_module(&cx, &mut ir, src.as_bytes(), b"t.mlir", ParseOptions::default());
    assert!(messages.lock().unwrap().is_empty(), "{:?}", messages.lock().unwrap());
    let m = m.unwrap();
    assert_eq!(
        op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap(),
        "module {\n  func.func @f(%arg0: i64, %arg1: i32) {\n    \
         tr.groups (%arg0), (), (%arg0, %arg1) : (i64), (), (i64, i32)\n    tr.groups  : \n    return\n  }\n}\n"
    );
    let generic = op_to_string(&cx, &ir, m, &PrintFlags { generic: true, ..PrintFlags::default() }).unwrap();
    assert!(generic.contains("\"tr.groups\"(%arg0, %arg0, %arg1) <{group_sizes = array<i32: 1, 0, 2>}> : (i64, i64, i32) -> ()"), "{generic}");
    assert!(generic.contains("\"tr.groups\"() <{group_sizes = array<i32>}> : () -> ()"), "{generic}");
    let prefix = "custom op 'tr.groups' number of operands and types do not match";
    check_tr_error("%a: i64", "tr.groups (%a) : i64", &[&format!("loc(2:13): {prefix}: got 1 operands and 0 types")]);
    check_tr_error("%a: i64", "tr.groups (%a), (%a) : (i64)", &[&format!("loc(2:13): {prefix}: got 2 operands and 1 types")]);
    check_tr_error("%a: i64", "tr.groups (%a, : (i64)", &["loc(2:17): expected SSA operand"]);
    check_tr_error(
        "%a: i64",
        "\"tr.groups\"(%a) <{group_sizes = array<i32: 2>}> : (i64) -> ()",
        // The message names the operand (upstream's `verifyValueSizeAttr`).
        &["loc(2:3): 'tr.groups' op groups count (1) does not match with the total size (2) specified in attribute 'group_sizes'"],
    );
    check_tr_error(
        "%a: i64",
        "\"tr.groups\"(%a) <{group_sizes = array<i32: -1, 2>}> : (i64) -> ()",
        &["loc(2:3): 'tr.groups' op 'group_sizes' attribute cannot have negative elements"],
    );
}

#[test]
fn dense_i32_arrays_in_formats() {
    assert_eq!(
        parse_tr("tr.dense sizes = [-2, 7]\ntr.dense sizes = [] {x}\n").unwrap(),
        "module {\n  tr.dense sizes = [-2, 7]\n  tr.dense sizes = [] {x}\n}\n"
    );
    // After a bad element the `]` is still looked for (upstream's
    // `DenseArrayAttr::parse`), just after the last token read.
    let bad = "custom op 'tr.dense' expected integer value";
    let cases: [(&str, &[(&str, &str)]); 6] = [
        ("tr.dense sizes = 5\n", &[("1:17", "expected '['")]),
        ("tr.dense sizes = [a]\n", &[("1:19", bad), ("1:19", "expected ']'")]),
        ("tr.dense sizes = [1, 1.5]\n", &[("1:22", bad), ("1:21", "expected ']'")]),
        ("tr.dense sizes = [3000000000]\n", &[("1:19", "custom op 'tr.dense' integer value too large")]),
        ("tr.dense sizes = [1\n", &[("1:20", "expected ']'")]),
        ("tr.dense sizes = [1 2]\n", &[("1:20", "expected ']'")]),
    ];
    for (src, want) in cases {
        let want: Vec<String> = want.iter().map(|(at, m)| format!("loc(\"t.mlir\":{at}): {m}")).collect();
        assert_eq!(parse_tr(src).unwrap_err(), want, "{src}");
    }
}

#[test]
fn region_branch_op_interface() {
    let ok = "%0 = \"tr.branchy\"(%a) ({\n  ^bb0(%x: i32):\n    \"tr.yield\"(%x) : (i32) -> ()\n  }) : (i32) -> i32";
    check_tr_valid("%a: i32", ok);
    check_tr_error(
        "%a: i32",
        "%0 = \"tr.branchy\"(%a, %a) ({\n  ^bb0(%x: i32):\n    \"tr.yield\"(%x) : (i32) -> ()\n  }) : (i32, i32) -> i32",
        &[
            "loc(2:8): 'tr.branchy' op along control flow edge from parent to Region #0: region branch point has 2 \
             operands, but region successor needs 1 inputs",
            "note loc(2:8): region branch point",
        ],
    );
    check_tr_error(
        "%a: i32",
        "%0 = \"tr.branchy\"(%a) ({\n  ^bb0(%x: i32):\n    \"tr.yield\"(%x) : (i32) -> ()\n  }) : (i32) -> i64",
        &[
            "loc(2:8): 'tr.branchy' op along control flow edge from Operation tr.yield to parent: successor operand \
             type #0 'i32' should match successor input type #0 'i64'",
            "note loc(4:5): region branch point",
        ],
    );
}

#[test]
fn loop_like_op_interface() {
    let loop_op = |inits: &str, init_types: &str, args: &str, yields: &str, yield_types: &str, results: &str| {
        format!(
            "\"tr.loop\"({inits}) ({{\n  ^bb0({args}):\n    \"tr.yield\"({yields}) : ({yield_types}) -> ()\n  }}) : ({init_types}) -> ({results})"
        )
    };
    check_tr_valid("%a: i32", &loop_op("%a", "i32", "%x: i32", "%x", "i32", "i32"));
    let cases = [
        (loop_op("%a, %a", "i32, i32", "%x: i32", "%x", "i32", "i32"), "different number of inits and region iter_args: 2 != 1"),
        (loop_op("%a", "i32", "%x: i32", "%x, %x", "i32, i32", "i32"), "different number of region iter_args and yielded values: 1 != 2"),
        (loop_op("%a", "i32", "%x: i32", "%x", "i32", ""), "different number of loop results and region iter_args: 0 != 1"),
        (loop_op("%a", "i32", "%x: i64", "%x", "i64", "i64"), "0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'"),
        (loop_op("%a", "i32", "%x: i32", "%a", "i32", "i64"), "0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'"),
    ];
    for (body, want) in cases {
        check_tr_error("%a: i32", &body, &[&format!("loc(2:3): 'tr.loop' op {want}")]);
    }
}
