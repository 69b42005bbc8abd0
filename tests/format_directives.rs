//! The declarative assembly format, directive by directive, on a dialect
//! of our own (`fmt`): for each operation, text is parsed, printed in the
//! custom form (compared byte for byte with what upstream's generated
//! printer writes, by the rules of ODS's `OpFormatGen`, checked against
//! `mlir-opt` 22 on the test dialect's equivalent operations), printed
//! again after parsing the printed text (stable), and printed in the
//! generic form, which parses back to the same custom form. Parse errors
//! are checked with their messages and positions, and formats upstream's
//! `mlir-tblgen` rejects are checked to be rejected when the operation is
//! added to a dialect.
//!
//! Tests marked `#[ignore]` expect upstream's behaviour where the format
//! implementation does not have it yet (the reason names the difference).

use std::borrow::Cow;
use std::sync::{Arc, Mutex, OnceLock};

use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::format::{CustomArg, CustomDirective};
use oxmlir_ir::print::PrintFlags;
use oxmlir_ir::registry::constraints::{
    AttrSyntax, ANY_ATTR, FUNCTION_TYPE, STR_ATTR, SYMBOL_NAME_ATTR, TYPE_ATTR, UNIT_ATTR,
};
use oxmlir_ir::registry::interfaces::InferTypeOpInterface;
use oxmlir_ir::registry::{AttrConstraint, DialectDef, OpDef, Pred, RegionConstraint, Trait, TypeConstraint};
use oxmlir_ir::types::Signedness;
use oxmlir_ir::{AttrData, Context, OpId, OwnedContext, Type};
use oxmlir_parser::ParseOptions;

// ---------------------------------------------------------------------------
// Constraints.
// ---------------------------------------------------------------------------

fn i32_type(cx: &Context) -> Type {
    cx.integer_type(32, Signedness::Signless)
}

fn i64_type(cx: &Context) -> Type {
    cx.integer_type(64, Signedness::Signless)
}

fn is_signless(cx: &Context, t: Type, width: u32) -> bool {
    matches!(
        cx.try_type_data(t),
        Some(oxmlir_ir::TypeData::Integer { width: w, signedness: Signedness::Signless }) if *w == width
    )
}

/// `I32` (buildable).
const I32: TypeConstraint =
    TypeConstraint::buildable("32-bit signless integer", |cx, t| is_signless(cx, t, 32), i32_type);

/// `I64` (buildable).
const I64: TypeConstraint =
    TypeConstraint::buildable("64-bit signless integer", |cx, t| is_signless(cx, t, 64), i64_type);

const ANY: TypeConstraint = TypeConstraint::any();

/// `I32Attr`: written without its type.
const I32_ATTR: AttrConstraint = AttrConstraint {
    description: Cow::Borrowed("32-bit signless integer attribute"),
    storage: |d| matches!(d, AttrData::Integer { .. }),
    pred: Pred::Fn(
        |cx, a| matches!(cx.try_attr_data(a), Some(AttrData::Integer { ty, .. }) if is_signless(cx, *ty, 32)),
    ),
    syntax: AttrSyntax::Typed(i32_type),
};

// ---------------------------------------------------------------------------
// Custom directives.
// ---------------------------------------------------------------------------

fn arg_attr(args: &[CustomArg], i: usize) -> Option<oxmlir_ir::Attribute> {
    match args.get(i) {
        Some(CustomArg::Attr(a)) => *a,
        _ => None,
    }
}

/// `custom<Range>($lo, $hi)`: `lo` or `lo to hi`.
const RANGE: CustomDirective = CustomDirective {
    print: |p, _op, args| {
        if let Some(lo) = arg_attr(args, 0) {
            p.print_attribute_without_type(lo);
        }
        if let Some(hi) = arg_attr(args, 1) {
            p.str(" to ");
            p.print_attribute_without_type(hi);
        }
    },
    parse: |p, _refs, out| {
        let i32t = i32_type(p.context());
        out.attrs[0] = Some(p.parse_attribute(Some(i32t))?);
        if p.parse_optional_keyword("to") {
            out.attrs[1] = Some(p.parse_attribute(Some(i32t))?);
        }
        Ok(true)
    },
};

/// `custom<Bound>(ref($hi))`: `bounded` when the referenced attribute is
/// set, `open` otherwise; the parser checks the keyword against what the
/// reference resolved to.
const BOUND: CustomDirective = CustomDirective {
    print: |p, _op, args| p.str(if arg_attr(args, 0).is_some() { "bounded" } else { "open" }),
    parse: |p, refs, _out| match refs.first() {
        Some(CustomArg::Attr(a)) => p.parse_keyword(if a.is_some() { "bounded" } else { "open" }).map(|_| true),
        other => {
            p.emit_error(&format!("ref($hi) resolved to {other:?}"));
            Err(())
        }
    },
};

/// `custom<TypedOperand>($v, type($v))`: `%v as type`.
const TYPED_OPERAND: CustomDirective = CustomDirective {
    print: |p, _op, args| {
        if let Some(CustomArg::Operands(v)) = args.first() {
            for &x in v {
                p.print_operand(x);
            }
        }
        p.str(" as ");
        if let Some(CustomArg::Types(t)) = args.get(1) {
            for &x in t {
                p.print_type(x);
            }
        }
    },
    parse: |p, _refs, out| {
        let v = p.parse_operand()?;
        p.parse_keyword("as")?;
        let t = p.parse_type()?;
        out.operands[0] = Some(vec![v]);
        out.types[1] = Some(vec![t]);
        Ok(true)
    },
};

/// `custom<OptInt>($o)`: an optional integer; parses nothing when there is
/// none (upstream's directive would return an empty `OptionalParseResult`).
const OPT_INT: CustomDirective = CustomDirective {
    print: |p, _op, args| {
        if let Some(a) = arg_attr(args, 0) {
            p.print_attribute_without_type(a);
        }
    },
    parse: |p, _refs, out| {
        let i32t = i32_type(p.context());
        out.attrs[0] = p.parse_optional_attribute(Some(i32t))?;
        Ok(out.attrs[0].is_some())
    },
};

/// `custom<Count>(ref($o))`: the number of values of the referenced
/// operand group (upstream's `CustomDirectiveOptionalOperandRef`).
const COUNT: CustomDirective = CustomDirective {
    print: |p, _op, args| match args.first() {
        Some(CustomArg::Operands(v)) => p.str(&v.len().to_string()),
        _ => p.str("?"),
    },
    parse: |p, refs, _out| {
        let n = match refs.first() {
            Some(CustomArg::Unresolved(v)) => v.len(),
            other => {
                p.emit_error(&format!("ref($o) resolved to {other:?}"));
                return Err(());
            }
        };
        let pos = p.current_pos();
        let i64t = i64_type(p.context());
        let a = p.parse_attribute(Some(i64t))?;
        if a != p.context().integer_attr(i64t, n as i64) {
            p.emit_error_at(pos, &format!("expected {n}"));
            return Err(());
        }
        Ok(true)
    },
};

/// `custom<Targets>($dest, $rest)`: `^bb1, ^bb2, ...` (the first one is
/// `$dest`).
const TARGETS: CustomDirective = CustomDirective {
    print: |p, _op, args| {
        let mut first = true;
        for a in args {
            if let CustomArg::Successors(bs) = a {
                for &b in bs {
                    if !first {
                        p.str(", ");
                    }
                    first = false;
                    p.print_successor(b);
                }
            }
        }
    },
    parse: |p, _refs, out| {
        out.successors[0] = Some(vec![p.parse_successor()?]);
        let mut rest = Vec::new();
        while p.parse_optional_comma() {
            rest.push(p.parse_successor()?);
        }
        out.successors[1] = Some(rest);
        Ok(true)
    },
};

/// `custom<Body>($body)`: `body {...}`.
const BODY: CustomDirective = CustomDirective {
    print: |p, _op, args| {
        p.str("body ");
        if let Some(CustomArg::Region(Some(r))) = args.first() {
            p.print_region(*r, true, true, false);
        }
    },
    parse: |p, _refs, out| {
        p.parse_keyword("body")?;
        out.regions[0] = Some(p.parse_region()?);
        Ok(true)
    },
};

fn i32_attr_5(cx: &Context) -> oxmlir_ir::Attribute {
    cx.integer_attr(i32_type(cx), 5)
}

// ---------------------------------------------------------------------------
// The dialect.
// ---------------------------------------------------------------------------

fn op(name: &'static str) -> oxmlir_ir::registry::OpBuilder {
    OpDef::build(name)
}

fn build_fmt() -> DialectDef {
    DialectDef::new("fmt")
        // Literals: keywords and every punctuation.
        .op(op("fmt.literals")
            .format("`kw_a.b$` `->` `:` `,` `=` `<` `>` `(` `)` `[` `]` `?` `+` `*` `...` `{` `\\n` `}` attr-dict"))
        // ` ` and `` around variables.
        .op(op("fmt.spacing")
            .operand("a", ANY)
            .operand("b", ANY)
            .format("`(` ` ` $a `)` `` `[` $b `]` ` ` `:` type($a) `` `,` type($b) attr-dict"))
        // `\n` between elements.
        .op(op("fmt.newline").operand("a", ANY).format("$a `\\n` `:` type($a) attr-dict"))
        // Attributes: symbol name, typed integer, any attribute, string, type.
        .op(op("fmt.attrs")
            .attr("sym", SYMBOL_NAME_ATTR)
            .attr("i", I32_ATTR)
            .attr("any", ANY_ATTR)
            .attr("s", STR_ATTR)
            .attr("t", TYPE_ATTR)
            .format("$sym `=` $i `,` $any `,` $s `,` $t attr-dict"))
        // qualified(...) of an attribute and of a type.
        .op(op("fmt.qual")
            .operand("f", FUNCTION_TYPE)
            .attr("a", ANY_ATTR)
            .format("qualified($a) `,` $f `:` qualified(type($f)) attr-dict"))
        // The same operand without qualified(...): its type class is checked.
        .op(op("fmt.unqual").operand("f", FUNCTION_TYPE).format("$f `:` type($f) attr-dict"))
        // Unit attributes anchoring groups, first element or not.
        .op(op("fmt.unit")
            .optional_attr("flag", UNIT_ATTR)
            .optional_attr("first", UNIT_ATTR)
            .format("($first^)? (`flagged` $flag^)? attr-dict"))
        .op(op("fmt.unit2").optional_attr("on", UNIT_ATTR).format("(`[` `on` $on^ `]`)? `x` attr-dict"))
        // Else groups.
        .op(op("fmt.else").optional_attr("on", UNIT_ATTR).format("(`on` $on^) : (`off`)? attr-dict"))
        .op(op("fmt.static_else").optional_attr("o", I32_ATTR).format("`x` ($o^ `(`) : (`none`)? `y` attr-dict"))
        // Single, optional and variadic operands.
        .op(op("fmt.optional")
            .operand("a", ANY)
            .optional_operand("b", I64)
            .variadic_operand("c", ANY)
            .traits([Trait::AttrSizedOperandSegments])
            .format("$a `:` type($a) (`[` $b^ `]`)? (`(` $c^ `:` type($c) `)`)? attr-dict"))
        // Two variadic operand groups.
        .op(op("fmt.segments")
            .variadic_operand("a", ANY)
            .variadic_operand("b", ANY)
            .traits([Trait::AttrSizedOperandSegments])
            .format("(`a` `(` $a^ `:` type($a) `)`)? (`b` `(` $b^ `:` type($b) `)`)? attr-dict"))
        .op(op("fmt.pair")
            .variadic_operand("v0", I64)
            .variadic_operand("v1", ANY)
            .traits([Trait::AttrSizedOperandSegments])
            .format("`(` $v0 `)` `,` `(` $v1 `:` type($v1) `)` attr-dict"))
        // Regions.
        .op(op("fmt.region").region("body", RegionConstraint::any()).format("$body attr-dict"))
        .op(op("fmt.opt_region").region("r", RegionConstraint::any()).format("(`with` $r^)? attr-dict"))
        .op(op("fmt.regions")
            .region("first", RegionConstraint::any())
            .variadic_region("rest", RegionConstraint::any())
            .format("regions attr-dict"))
        .op(op("fmt.var_region").variadic_region("rs", RegionConstraint::any()).format("(`regs` $rs^)? attr-dict"))
        .op(op("fmt.scope")
            .region("body", RegionConstraint::any())
            .traits([Trait::SingleBlockImplicitTerminator("fmt.yield")])
            .format("$body attr-dict"))
        .op(op("fmt.yield")
            .variadic_operand("vals", ANY)
            .traits([Trait::Terminator])
            .format("attr-dict ($vals^ `:` type($vals))?"))
        .op(op("fmt.block")
            .region("body", RegionConstraint::any())
            .traits([Trait::SingleBlock, Trait::NoTerminator])
            .format("$body attr-dict"))
        // Successors.
        .op(op("fmt.br").successor("dest").traits([Trait::Terminator]).format("$dest attr-dict"))
        .op(op("fmt.switch")
            .successor("default")
            .variadic_successor("cases")
            .traits([Trait::Terminator])
            .format("$default `,` `[` $cases `]` attr-dict"))
        .op(op("fmt.succs").variadic_successor("all").traits([Trait::Terminator]).format("successors attr-dict"))
        // attr-dict-with-keyword, prop-dict.
        .op(op("fmt.kw").optional_attr("a", I32_ATTR).format("($a^)? attr-dict-with-keyword"))
        .op(op("fmt.props")
            .attr("n", I32_ATTR)
            .optional_attr("p", STR_ATTR)
            .optional_attr("q", I32_ATTR)
            .format("$n prop-dict attr-dict"))
        .op(op("fmt.props_only").optional_attr("p", STR_ATTR).format("prop-dict attr-dict"))
        // type(...), type(operands), type(results), functional-type, operands.
        .op(op("fmt.types").operand("x", ANY).result("r", ANY).format("$x `:` type($x) `->` type($r) attr-dict"))
        .op(op("fmt.all_types")
            .variadic_operand("args", ANY)
            .variadic_result("outs", ANY)
            .format("`(` operands `)` `:` type(operands) `->` type(results) attr-dict"))
        .op(op("fmt.call")
            .variadic_operand("args", ANY)
            .variadic_result("res", ANY)
            .format("`(` $args `)` attr-dict `:` functional-type($args, $res)"))
        .op(op("fmt.call2")
            .variadic_operand("args", ANY)
            .variadic_result("res", ANY)
            .format("`(` operands `)` attr-dict `:` functional-type(operands, results)"))
        .op(op("fmt.ops")
            .operand("a", ANY)
            .variadic_operand("b", ANY)
            .format("operands `:` type($a) `,` type($b) attr-dict"))
        // Custom directives, with ref(...).
        .op(op("fmt.custom")
            .attr("lo", I32_ATTR)
            .optional_attr("hi", I32_ATTR)
            .directive("Range", RANGE)
            .directive("Bound", BOUND)
            .format("custom<Range>($lo, $hi) custom<Bound>(ref($hi)) attr-dict"))
        .op(op("fmt.custom_ops")
            .operand("v", ANY)
            .directive("TypedOperand", TYPED_OPERAND)
            .format("custom<TypedOperand>($v, type($v)) attr-dict"))
        .op(op("fmt.custom_succ")
            .successor("dest")
            .variadic_successor("rest")
            .traits([Trait::Terminator])
            .directive("Targets", TARGETS)
            .format("custom<Targets>($dest, $rest) attr-dict"))
        .op(op("fmt.custom_region")
            .region("body", RegionConstraint::any())
            .directive("Body", BODY)
            .format("custom<Body>($body) attr-dict"))
        // Default-valued attributes, in the format and not.
        .op(op("fmt.defaults")
            .default_attr("d", I32_ATTR, i32_attr_5)
            .default_attr("e", I32_ATTR, i32_attr_5)
            .format("($d^)? attr-dict"))
        .op(op("fmt.var_results").variadic_result("outs", ANY).format("`:` type($outs) attr-dict"))
        // Two result groups.
        .op(op("fmt.two").result("x", ANY).result("y", ANY).format("attr-dict `:` type($x) `,` type($y)"))
        // Optional and variadic results.
        .op(op("fmt.opt_result").optional_result("r", ANY).format("(`:` type($r)^)? attr-dict"))
        .op(op("fmt.results2")
            .optional_result("a", ANY)
            .variadic_result("b", ANY)
            .traits([Trait::AttrSizedResultSegments])
            .format("(`opt` type($a)^)? (`var` `(` type($b)^ `)`)? attr-dict"))
        // oilist.
        .op(op("fmt.clauses")
            .optional_attr("nowait", UNIT_ATTR)
            .optional_attr("lvl", I32_ATTR)
            .optional_operand("dev", ANY)
            .format("oilist(`nowait` $nowait | `level` `=` $lvl | `device` `(` $dev `:` type($dev) `)`) attr-dict"))
        // Types the format does not write.
        .op(op("fmt.same")
            .operand("a", ANY)
            .operand("b", ANY)
            .result("r", ANY)
            .traits([Trait::SameOperandsAndResultType])
            .format("$a `,` $b attr-dict `:` type($r)"))
        .op(op("fmt.same2")
            .operand("a", ANY)
            .operand("b", ANY)
            .result("r", ANY)
            .traits([Trait::SameOperandsAndResultType])
            .format("$a `,` $b attr-dict `:` type($a)"))
        .op(op("fmt.same_var")
            .variadic_operand("args", ANY)
            .result("r", ANY)
            .traits([Trait::SameOperandsAndResultType])
            .format("`(` $args `)` attr-dict `:` type($r)"))
        .op(op("fmt.match")
            .operand("lhs", ANY)
            .operand("rhs", ANY)
            .result("res", ANY)
            .traits([Trait::AllTypesMatch(&["lhs", "rhs", "res"])])
            .format("$lhs `,` $rhs attr-dict `:` type($rhs)"))
        .op(op("fmt.tmw")
            .operand("v", ANY)
            .result("r", ANY)
            .traits([Trait::TypesMatchWith {
                description: "result is a tuple of the operand type",
                from: "v",
                to: "r",
                transform: |cx, t| vec![cx.tuple_type(&[t])],
            }])
            .format("$v attr-dict `:` type($v)"))
        .op(op("fmt.buildable").operand("a", I64).result("r", I32).format("$a attr-dict"))
        .op(op("fmt.infer")
            .variadic_operand("args", ANY)
            .variadic_result("outs", ANY)
            .interface(InferTypeOpInterface { infer: |input| Ok(input.operand_types.iter().rev().copied().collect()) })
            .format("`(` $args `:` type($args) `)` attr-dict"))
        .op(op("fmt.infer0")
            .result("r", ANY)
            .interface(InferTypeOpInterface {
                infer: |input| Ok(std::iter::once(input.cx.integer_type(16, Signedness::Signless)).collect()),
            })
            .format("attr-dict"))
}

fn fmt_dialect() -> Arc<DialectDef> {
    static D: OnceLock<Arc<DialectDef>> = OnceLock::new();
    D.get_or_init(|| Arc::new(build_fmt())).clone()
}

// ---------------------------------------------------------------------------
// Harness.
// ---------------------------------------------------------------------------

/// A context with `func` and the given dialects loaded, unregistered ops
/// allowed, and diagnostics collected as `line:col: message`.
struct T {
    cx: OwnedContext,
    diags: Arc<Mutex<Vec<String>>>,
}

fn render(cx: &Context, d: &Diagnostic) -> String {
    let pos = match cx.try_attr_data(d.loc.0) {
        Some(AttrData::FileLineColRange(r)) => format!("{}:{}", r.start_line, r.start_col),
        _ => "?".into(),
    };
    format!("{pos}: {}", d.message)
}

impl T {
    fn new() -> T {
        T::with(&[fmt_dialect()])
    }

    fn with(dialects: &[Arc<DialectDef>]) -> T {
        let cx = Context::new();
        cx.set_allow_unregistered_dialects(true);
        cx.load_dialect(oxmlir_ir::dialects::func::DIALECT.def());
        for d in dialects {
            cx.load_dialect(d.clone());
        }
        let diags = Arc::new(Mutex::new(Vec::new()));
        let sink = diags.clone();
        cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
            sink.lock().unwrap().push(render(cx, d));
            true
        }));
        T { cx, diags }
    }

    fn take_diags(&self) -> Vec<String> {
        std::mem::take(&mut *self.diags.lock().unwrap())
    }

    fn parse(&self, src: &str) -> Option<OpId> {
        let mut ir = self.cx.ir_mut();
        oxmlir_parser::parse_module(&self.cx, &mut ir, src.as_bytes(), b"in.mlir", ParseOptions::default())
    }

    fn parse_ok(&self, src: &str) -> OpId {
        match self.parse(src) {
            Some(m) => m,
            None => panic!("failed to parse:\n{src}\ndiagnostics: {:#?}", self.take_diags()),
        }
    }

    fn print(&self, m: OpId, generic: bool) -> String {
        let ir = self.cx.ir();
        let flags = PrintFlags { generic, ..PrintFlags::default() };
        oxmlir_ir::print::op_to_string(&self.cx, &ir, m, &flags).expect("print")
    }
}

/// Indents every non-empty line by `n` spaces.
fn indent(s: &str, n: usize) -> String {
    s.lines()
        .map(|l| if l.is_empty() { String::new() } else { format!("{}{l}", " ".repeat(n)) })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text of a module holding `body`.
fn module(body: &str) -> String {
    format!("module {{\n{}\n}}\n", indent(body, 2))
}

/// The lines of a generic print that start an operation of the dialects
/// under test (`"fmt..."` or `%x = "fmt..."`), trimmed.
fn generic_lines(text: &str, ns: &str) -> Vec<String> {
    let needle = format!("\"{ns}.");
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(&needle) || (l.starts_with('%') && l.contains(&format!("= {needle}"))))
        .map(String::from)
        .collect()
}

/// Parses `src`, checks that its custom form prints as `expected` (the
/// whole module), that the printed text parses and prints the same, and
/// that the generic form parses back to the same custom form (and prints
/// the same generic form); the operations of namespace `ns` in the generic
/// form must be `generic` (when not empty).
fn check_module(t: &T, src: &str, expected: &str, ns: &str, generic: &[&str]) {
    let m = t.parse_ok(src);
    let custom = t.print(m, false);
    assert_eq!(custom, expected, "custom form of:\n{src}");
    let m2 = t.parse_ok(&custom);
    assert_eq!(t.print(m2, false), custom, "custom form printed again");
    let gen = t.print(m, true);
    if !generic.is_empty() {
        assert_eq!(generic_lines(&gen, ns), generic, "generic form of:\n{src}\nfull generic form:\n{gen}");
    }
    let m3 = t.parse_ok(&gen);
    assert_eq!(t.print(m3, false), custom, "custom form of the generic form:\n{gen}");
    assert_eq!(t.print(m3, true), gen, "generic form printed again");
    assert!(t.take_diags().is_empty());
}

/// [`check_module`] for operations at the top level of the module.
fn check(src: &str, expected: &str, generic: &[&str]) {
    check_with(&T::new(), src, expected, "fmt", generic);
}

fn check_with(t: &T, src: &str, expected: &str, ns: &str, generic: &[&str]) {
    check_module(t, src, &module(expected), ns, generic);
}

/// Arguments `%a, %b, ...` of the given types, as written and as printed.
fn fn_args(types: &[&str]) -> (String, String) {
    let written =
        types.iter().enumerate().map(|(i, t)| format!("%{}: {t}", (b'a' + i as u8) as char)).collect::<Vec<_>>();
    let printed = types.iter().enumerate().map(|(i, t)| format!("%arg{i}: {t}")).collect::<Vec<_>>();
    (written.join(", "), printed.join(", "))
}

/// The source of a function with arguments `%a, %b, ...` of `types`,
/// `body`, and a return.
fn in_fn(types: &[&str], body: &str) -> String {
    format!("func.func @f({}) {{\n{}\n  return\n}}\n", fn_args(types).0, indent(body, 2))
}

/// The printed module of [`in_fn`] (arguments renamed `%arg0, ...`).
fn in_fn_printed(types: &[&str], body: &str) -> String {
    module(&format!("func.func @f({}) {{\n{}\n  return\n}}", fn_args(types).1, indent(body, 2)))
}

/// [`check_module`] for operations in a function taking `types`.
fn check_fn(types: &[&str], body: &str, expected: &str, generic: &[&str]) {
    check_module(&T::new(), &in_fn(types, body), &in_fn_printed(types, expected), "fmt", generic);
}

/// Parses `src`, which must fail with exactly the diagnostics `expected`
/// (`line:col: message`).
fn check_error_with(t: &T, src: &str, expected: &[&str]) {
    let r = t.parse(src);
    assert!(r.is_none(), "parsed although it should not:\n{src}");
    assert_eq!(t.take_diags(), expected, "diagnostics of:\n{src}");
}

fn check_error(src: &str, expected: &[&str]) {
    check_error_with(&T::new(), src, expected);
}

/// Parses the generic form `src` and checks its custom form (print only:
/// upstream's printer writes text its parser does not read back).
fn check_print_only(src: &str, expected: &str) {
    let t = T::new();
    let m = t.parse_ok(src);
    assert_eq!(t.print(m, false), expected);
}

/// Adds `op` to a new dialect `ns`: the error if the definition is refused.
fn add(ns: &str, op: oxmlir_ir::registry::OpBuilder) -> Result<Arc<DialectDef>, String> {
    let mut d = DialectDef::new(ns);
    d.add_op(op)?;
    Ok(Arc::new(d))
}

/// The error with which adding `op` fails.
fn rejected(op: oxmlir_ir::registry::OpBuilder) -> String {
    match add("bad", op) {
        Ok(_) => panic!("the format was accepted"),
        Err(e) => e,
    }
}

// ---------------------------------------------------------------------------
// Literals and spacing.
// ---------------------------------------------------------------------------

#[test]
fn literals_keywords_and_every_punctuation() {
    let out = "fmt.literals kw_a.b$ -> :, = <> () [] ? + * ... {\n}";
    check(out, out, &["\"fmt.literals\"() : () -> ()"]);
    // Spacing in the input does not matter.
    check("fmt.literals kw_a.b$->:,=<>()[]?+*...{}", out, &[]);
    check("fmt.literals\n  kw_a.b$ ->\n :\n , = < > ( ) [ ] ? + * ... { } {x}", &format!("{out} {{x}}"), &[]);
}

#[test]
fn space_and_empty_literals_around_variables() {
    // `(` then ` `: two spaces before the operand; `` after `)` glues `[`;
    // ` ` before `:` replaces the space `:` would get; `` before `,`.
    check_fn(
        &["i32", "i64"],
        "fmt.spacing(%a)[%b] : i32, i64",
        "fmt.spacing(  %arg0)[%arg1] : i32, i64",
        &["\"fmt.spacing\"(%arg0, %arg1) : (i32, i64) -> ()"],
    );
    check_fn(
        &["i32", "i64"],
        "fmt.spacing( %a ) [ %b ]:i32,i64 {x}",
        "fmt.spacing(  %arg0)[%arg1] : i32, i64 {x}",
        &[],
    );
}

#[test]
fn newline_literal() {
    // `\n` starts a new line at the operation's indentation; the spacing
    // state goes on unchanged (`:` after a variable gets its space).
    check_fn(&["i32"], "fmt.newline %a : i32", "fmt.newline %arg0\n : i32", &["\"fmt.newline\"(%arg0) : (i32) -> ()"]);
}

// ---------------------------------------------------------------------------
// Attributes.
// ---------------------------------------------------------------------------

#[test]
fn attributes_symbol_typed_plain_string_type() {
    check(
        "fmt.attrs @foo = 7, 3 : i16, \"str\", f32 {extra = 1 : i64}",
        "fmt.attrs @foo = 7, 3 : i16, \"str\", f32 {extra = 1 : i64}",
        &["\"fmt.attrs\"() <{any = 3 : i16, i = 7 : i32, s = \"str\", sym = \"foo\", t = f32}> {extra = 1 : i64} : () -> ()"],
    );
    check(
        "fmt.attrs @\"a b\" = -1, [1, \"x\"], \"\", index",
        "fmt.attrs @\"a b\" = -1, [1, \"x\"], \"\", index",
        &["\"fmt.attrs\"() <{any = [1, \"x\"], i = -1 : i32, s = \"\", sym = \"a b\", t = index}> : () -> ()"],
    );
}

#[test]
fn attr_dict_entries_override_format_attributes() {
    // An inherent attribute in the dictionary lands in the same property,
    // after the one the format parsed (upstream: `{attr = 5}` wins).
    check(
        "fmt.attrs @foo = 7, 3 : i16, \"str\", f32 {i = 9 : i32}",
        "fmt.attrs @foo = 9, 3 : i16, \"str\", f32",
        &["\"fmt.attrs\"() <{any = 3 : i16, i = 9 : i32, s = \"str\", sym = \"foo\", t = f32}> : () -> ()"],
    );
}

#[test]
fn qualified_attribute_and_type() {
    check_fn(
        &["(i32) -> i64"],
        "fmt.qual 5 : i8, %a : (i32) -> i64",
        "fmt.qual 5 : i8, %arg0 : (i32) -> i64",
        &["\"fmt.qual\"(%arg0) <{a = 5 : i8}> : ((i32) -> i64) -> ()"],
    );
    check_fn(&["() -> ()"], "fmt.unqual %a : () -> ()", "fmt.unqual %arg0 : () -> ()", &[]);
}

#[test]
fn unit_attribute_anchors() {
    // The first element of its group: printed (`unit`); not the first:
    // its presence is the group.
    check("fmt.unit unit flagged", "fmt.unit unit flagged", &["\"fmt.unit\"() <{first, flag}> : () -> ()"]);
    check("fmt.unit flagged", "fmt.unit flagged", &["\"fmt.unit\"() <{flag}> : () -> ()"]);
    check("fmt.unit unit", "fmt.unit unit", &["\"fmt.unit\"() <{first}> : () -> ()"]);
    check("fmt.unit", "fmt.unit", &["\"fmt.unit\"() : () -> ()"]);
    // A unit attribute given in the dictionary is the anchor as well.
    check("fmt.unit flagged {first}", "fmt.unit unit flagged", &["\"fmt.unit\"() <{first, flag}> : () -> ()"]);
    check("fmt.unit2 x {on}", "fmt.unit2[on] x", &["\"fmt.unit2\"() <{on}> : () -> ()"]);
    check("fmt.else off {on}", "fmt.else on", &["\"fmt.else\"() <{on}> : () -> ()"]);
}

#[test]
#[ignore = "an attribute of the wrong kind parsed by a group's guard is dropped silently (upstream stores it and the verifier rejects it)"]
fn unit_attribute_guard_parses_any_attribute() {
    // `($first^)?` tries an attribute: `{flag}` is one (a dictionary), so
    // it is not the attribute dictionary (upstream's quirk).
    check_error(
        "fmt.unit {flag}",
        &["1:1: 'fmt.unit' op attribute 'first' failed to satisfy constraint: unit attribute"],
    );
}

#[test]
fn unit_attribute_anchor_in_the_middle_of_its_group() {
    check("fmt.unit2 [on] x", "fmt.unit2[on] x", &["\"fmt.unit2\"() <{on}> : () -> ()"]);
    check("fmt.unit2 x", "fmt.unit2 x", &["\"fmt.unit2\"() : () -> ()"]);
}

// ---------------------------------------------------------------------------
// Optional groups and else groups.
// ---------------------------------------------------------------------------

#[test]
fn else_group() {
    check("fmt.else on", "fmt.else on", &["\"fmt.else\"() <{on}> : () -> ()"]);
    check("fmt.else off", "fmt.else off", &["\"fmt.else\"() : () -> ()"]);
}

#[test]
fn spacing_flows_statically_through_then_and_else() {
    // The else-elements start from the state the then-elements leave, and
    // the elements after the group from the state the else-elements leave,
    // whichever branch runs (upstream prints `xnone`, which it cannot parse
    // back).
    check("fmt.static_else x 5 ( y", "fmt.static_else x 5( y", &["\"fmt.static_else\"() <{o = 5 : i32}> : () -> ()"]);
    check_print_only("\"fmt.static_else\"() : () -> ()", &module("fmt.static_else xnone y"));
}

#[test]
fn optional_and_variadic_operands() {
    let types = ["i32", "i64", "f32", "f64"];
    check_fn(&types, "fmt.optional %a : i32 [%b] (%c, %d : f32, f64)", "fmt.optional %arg0 : i32[%arg1] (%arg2, %arg3 : f32, f64)", &[
        "\"fmt.optional\"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i64, f32, f64) -> ()",
    ]);
    check_fn(
        &types,
        "fmt.optional %a : i32",
        "fmt.optional %arg0 : i32",
        &["\"fmt.optional\"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()"],
    );
    check_fn(
        &types,
        "fmt.optional %a : i32 (%c : f32)",
        "fmt.optional %arg0 : i32 (%arg2 : f32)",
        &["\"fmt.optional\"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f32) -> ()"],
    );
    check_fn(
        &types,
        "fmt.optional %a : i32 [%b]",
        "fmt.optional %arg0 : i32[%arg1]",
        &["\"fmt.optional\"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i64) -> ()"],
    );
}

#[test]
fn two_variadic_operand_groups_with_segment_sizes() {
    let types = ["i32", "i64"];
    check_fn(
        &types,
        "fmt.segments a(%a, %a : i32, i32) b(%b : i64)",
        "fmt.segments a(%arg0, %arg0 : i32, i32) b(%arg1 : i64)",
        &["\"fmt.segments\"(%arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i64) -> ()"],
    );
    check_fn(
        &types,
        "fmt.segments b(%b : i64)",
        "fmt.segments b(%arg1 : i64)",
        &["\"fmt.segments\"(%arg1) <{operandSegmentSizes = array<i32: 0, 1>}> : (i64) -> ()"],
    );
    check_fn(
        &types,
        "fmt.segments",
        "fmt.segments",
        &["\"fmt.segments\"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()"],
    );
    check_fn(
        &["i64", "f32"],
        "fmt.pair(%a, %a), (%b : f32)",
        "fmt.pair(%arg0, %arg0), (%arg1 : f32)",
        &["\"fmt.pair\"(%arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> : (i64, i64, f32) -> ()"],
    );
    check_fn(
        &["i64", "f32"],
        "fmt.pair(), (%b : f32)",
        "fmt.pair(), (%arg1 : f32)",
        &["\"fmt.pair\"(%arg1) <{operandSegmentSizes = array<i32: 0, 1>}> : (f32) -> ()"],
    );
}

#[test]
fn empty_variadic_keeps_its_static_spacing() {
    // Upstream prints `( : )` for an empty group whose types are written
    // (and cannot parse it back: a type list has at least one type).
    let src = "func.func @f(%a: i64) {\n  \"fmt.pair\"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()\n  return\n}";
    check_print_only(src, &in_fn_printed(&["i64"], "fmt.pair(%arg0), ( : )"));
    check_error(&in_fn(&["i64"], "fmt.pair(%a), ( : )"), &["2:20: expected non-function type"]);
}

// ---------------------------------------------------------------------------
// Regions.
// ---------------------------------------------------------------------------

#[test]
fn single_region() {
    check(
        "fmt.region {\n  \"u.op\"() : () -> ()\n}",
        "fmt.region {\n  \"u.op\"() : () -> ()\n}",
        &["\"fmt.region\"() ({"],
    );
    check(
        "fmt.region {\n^bb0(%x: i32):\n  \"u.op\"(%x) : (i32) -> ()\n} {a}",
        "fmt.region {\n^bb0(%arg0: i32):\n  \"u.op\"(%arg0) : (i32) -> ()\n} {a}",
        &["\"fmt.region\"() ({"],
    );
    // A region without blocks.
    check("fmt.region {}", "fmt.region {\n}", &["\"fmt.region\"() ({"]);
}

#[test]
fn optional_region() {
    check(
        "fmt.opt_region with {\n  \"u.op\"() : () -> ()\n}",
        "fmt.opt_region with {\n  \"u.op\"() : () -> ()\n}",
        &["\"fmt.opt_region\"() ({"],
    );
    check("fmt.opt_region", "fmt.opt_region", &["\"fmt.opt_region\"() ({"]);
    // An empty region is an absent one.
    check("fmt.opt_region with {}", "fmt.opt_region", &[]);
}

#[test]
fn regions_directive_and_variadic_region() {
    check(
        "fmt.regions {\n  \"u.a\"() : () -> ()\n}, {\n}, {\n  \"u.b\"() : () -> ()\n}",
        "fmt.regions {\n  \"u.a\"() : () -> ()\n}, {\n}, {\n  \"u.b\"() : () -> ()\n}",
        &["\"fmt.regions\"() ({"],
    );
    check("fmt.regions {}", "fmt.regions {\n}", &[]);
    check("fmt.var_region", "fmt.var_region", &["\"fmt.var_region\"() : () -> ()"]);
    check(
        "fmt.var_region regs {\n  \"u.a\"() : () -> ()\n}",
        "fmt.var_region regs {\n  \"u.a\"() : () -> ()\n}",
        &["\"fmt.var_region\"() ({"],
    );
}

#[test]
fn variadic_region_variable_parses_a_list() {
    check(
        "fmt.var_region regs {\n  \"u.a\"() : () -> ()\n}, {\n  \"u.b\"() : () -> ()\n}",
        "fmt.var_region regs {\n  \"u.a\"() : () -> ()\n}, {\n  \"u.b\"() : () -> ()\n}",
        &["\"fmt.var_region\"() ({"],
    );
}

#[test]
fn variadic_region_variable_prints_the_list() {
    check_print_only(
        "\"fmt.var_region\"() ({}, {\n  \"u.a\"() : () -> ()\n}) : () -> ()",
        &module("fmt.var_region regs {\n}, {\n  \"u.a\"() : () -> ()\n}"),
    );
    check_print_only(
        "\"fmt.var_region\"() ({\n  \"u.a\"() : () -> ()\n}, {}) : () -> ()",
        &module("fmt.var_region regs {\n  \"u.a\"() : () -> ()\n}, {\n}"),
    );
}

#[test]
fn region_generic_forms() {
    let t = T::new();
    let m = t.parse_ok("fmt.regions {\n  \"u.a\"() : () -> ()\n}, {\n}\nfmt.var_region\nfmt.regions {}");
    assert_eq!(
        t.print(m, true),
        "\"builtin.module\"() ({\n  \"fmt.regions\"() ({\n    \"u.a\"() : () -> ()\n  }, {\n  }) : () -> ()\n  \"fmt.var_region\"() : () -> ()\n  \"fmt.regions\"() ({\n  }) : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn implicit_terminator_printed_unless_bare() {
    // A terminator with operands, results or attributes is printed.
    check_fn(
        &["i32"],
        "fmt.scope {\n  fmt.yield %a : i32\n}",
        "fmt.scope {\n  fmt.yield %arg0 : i32\n}",
        &["\"fmt.scope\"() ({", "\"fmt.yield\"(%arg0) : (i32) -> ()"],
    );
    check("fmt.scope {\n  fmt.yield {x}\n}", "fmt.scope {\n  fmt.yield {x}\n}", &[]);
    // A bare one is not.
    check_print_only(
        "\"fmt.scope\"() ({\n  \"u.op\"() : () -> ()\n  \"fmt.yield\"() : () -> ()\n}) : () -> ()",
        &module("fmt.scope {\n  \"u.op\"() : () -> ()\n}"),
    );
    check_print_only("\"fmt.scope\"() ({\n  \"fmt.yield\"() : () -> ()\n}) : () -> ()", &module("fmt.scope {\n}"));
}

#[test]
fn implicit_terminator_added_when_parsing() {
    // ODS's parser calls `ensureTerminator` on the region.
    let t = T::new();
    let m = t.parse_ok("fmt.scope {\n  \"u.op\"() : () -> ()\n}\nfmt.scope {\n}");
    assert_eq!(
        t.print(m, true),
        "\"builtin.module\"() ({\n  \"fmt.scope\"() ({\n    \"u.op\"() : () -> ()\n    \"fmt.yield\"() : () -> ()\n  }) : () -> ()\n  \"fmt.scope\"() ({\n    \"fmt.yield\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n"
    );
    assert_eq!(t.print(m, false), module("fmt.scope {\n  \"u.op\"() : () -> ()\n}\nfmt.scope {\n}"));
}

#[test]
fn single_block_region() {
    check(
        "fmt.block {\n  \"u.op\"() : () -> ()\n}",
        "fmt.block {\n  \"u.op\"() : () -> ()\n}",
        &["\"fmt.block\"() ({"],
    );
}

#[test]
fn single_block_region_gets_its_block_when_parsing() {
    // ODS's parser: `if (region->empty()) region->emplaceBlock();`.
    let t = T::new();
    let m = t.parse_ok("fmt.block {\n}");
    assert_eq!(
        t.print(m, true),
        "\"builtin.module\"() ({\n  \"fmt.block\"() ({\n  ^bb0:\n  }) : () -> ()\n}) : () -> ()\n"
    );
    check("fmt.block {\n}", "fmt.block {\n}", &[]);
}

// ---------------------------------------------------------------------------
// Successors.
// ---------------------------------------------------------------------------

#[test]
fn successors_single_variadic_and_directive() {
    let src = "func.func @f() {\n  fmt.br ^bb1\n^bb1:\n  fmt.switch ^bb2, [^bb3, ^bb4]\n^bb2:\n  fmt.succs ^bb3, ^bb4\n^bb3:\n  fmt.switch ^bb4, []\n^bb4:\n  return\n}";
    let expected = "func.func @f() {\n  fmt.br ^bb1\n^bb1:  // pred: ^bb0\n  fmt.switch ^bb2, [^bb3, ^bb4]\n^bb2:  // pred: ^bb1\n  fmt.succs ^bb3, ^bb4\n^bb3:  // 2 preds: ^bb1, ^bb2\n  fmt.switch ^bb4, []\n^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3\n  return\n}";
    check_with(
        &T::new(),
        src,
        expected,
        "fmt",
        &[
            "\"fmt.br\"()[^bb1] : () -> ()",
            "\"fmt.switch\"()[^bb2, ^bb3, ^bb4] : () -> ()",
            "\"fmt.succs\"()[^bb3, ^bb4] : () -> ()",
            "\"fmt.switch\"()[^bb4] : () -> ()",
        ],
    );
}

// ---------------------------------------------------------------------------
// Default-valued attributes, optional and variadic results.
// ---------------------------------------------------------------------------

#[test]
fn default_valued_attributes() {
    // An anchor holding its default is absent; the dictionary leaves out
    // attributes holding their default.
    check(
        "fmt.defaults 5 {e = 5 : i32}",
        "fmt.defaults",
        &["\"fmt.defaults\"() <{d = 5 : i32, e = 5 : i32}> : () -> ()"],
    );
    check(
        "fmt.defaults 7 {e = 5 : i32}",
        "fmt.defaults 7",
        &["\"fmt.defaults\"() <{d = 7 : i32, e = 5 : i32}> : () -> ()"],
    );
    check(
        "fmt.defaults 6 {e = 8 : i32}",
        "fmt.defaults 6 {e = 8 : i32}",
        &["\"fmt.defaults\"() <{d = 6 : i32, e = 8 : i32}> : () -> ()"],
    );
}

#[test]
fn default_valued_attributes_materialized() {
    check("fmt.defaults", "fmt.defaults", &["\"fmt.defaults\"() <{d = 5 : i32, e = 5 : i32}> : () -> ()"]);
    check("fmt.defaults 5", "fmt.defaults", &["\"fmt.defaults\"() <{d = 5 : i32, e = 5 : i32}> : () -> ()"]);
    check("fmt.defaults 6", "fmt.defaults 6", &["\"fmt.defaults\"() <{d = 6 : i32, e = 5 : i32}> : () -> ()"]);
}

#[test]
fn optional_result() {
    check("%0 = fmt.opt_result : i32", "%0 = fmt.opt_result : i32", &["%0 = \"fmt.opt_result\"() : () -> i32"]);
}

#[test]
fn optional_result_absent() {
    check("fmt.opt_result", "fmt.opt_result", &["\"fmt.opt_result\"() : () -> ()"]);
}

/// Parses `src` (top-level operations) and checks the generic form's lines
/// of `fmt` operations, and that the generic form prints back the same.
fn check_generic(src: &str, generic: &[&str]) {
    let t = T::new();
    let m = t.parse_ok(src);
    let gen = t.print(m, true);
    assert_eq!(generic_lines(&gen, "fmt"), generic, "generic form of:\n{src}");
    let m2 = t.parse_ok(&gen);
    assert_eq!(t.print(m2, true), gen);
}

#[test]
fn result_segment_sizes_from_parsed_types() {
    check_generic(
        "%0:3 = fmt.results2 opt i32 var(i64, f32)",
        &["%0:3 = \"fmt.results2\"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, i64, f32)"],
    );
}

#[test]
fn result_segment_sizes_with_absent_groups() {
    check_generic(
        "%1:2 = fmt.results2 var(i64, f32)\nfmt.results2\n%2 = fmt.results2 opt i32",
        &[
            "%0:2 = \"fmt.results2\"() <{resultSegmentSizes = array<i32: 0, 2>}> : () -> (i64, f32)",
            "\"fmt.results2\"() <{resultSegmentSizes = array<i32: 0, 0>}> : () -> ()",
            "%1 = \"fmt.results2\"() <{resultSegmentSizes = array<i32: 1, 0>}> : () -> i32",
        ],
    );
}

#[test]
fn results_named_after_their_groups() {
    check(
        "%0:2 = fmt.two : i32, i64\n%1:2 = fmt.two : i32, i64",
        "%x, %y = fmt.two : i32, i64\n%x_0, %y_1 = fmt.two : i32, i64",
        &["%0:2 = \"fmt.two\"() : () -> (i32, i64)", "%1:2 = \"fmt.two\"() : () -> (i32, i64)"],
    );
}

// ---------------------------------------------------------------------------
// attr-dict, attr-dict-with-keyword, prop-dict.
// ---------------------------------------------------------------------------

#[test]
fn attr_dict_with_keyword() {
    check(
        "fmt.kw 3 attributes {x, y = \"z\"}",
        "fmt.kw 3 attributes {x, y = \"z\"}",
        &["\"fmt.kw\"() <{a = 3 : i32}> {x, y = \"z\"} : () -> ()"],
    );
    check("fmt.kw attributes {x}", "fmt.kw attributes {x}", &[]);
    check("fmt.kw", "fmt.kw", &[]);
    // Inherent attributes given in the dictionary are printed by the format.
    check("fmt.kw attributes {a = 4 : i32}", "fmt.kw 4", &["\"fmt.kw\"() <{a = 4 : i32}> : () -> ()"]);
}

#[test]
fn prop_dict_with_elided_properties() {
    // `prop-dict` prints a space, then the properties not bound elsewhere
    // in the format (nothing at all when there are none: the space stays).
    check("fmt.props 1", "fmt.props 1 ", &["\"fmt.props\"() <{n = 1 : i32}> : () -> ()"]);
    check("fmt.props 1 {x}", "fmt.props 1  {x}", &["\"fmt.props\"() <{n = 1 : i32}> {x} : () -> ()"]);
}

#[test]
fn attr_dict_after_prop_dict_prints_discardable_attributes_only() {
    check(
        "fmt.props 1 <{p = \"s\", q = 2 : i32}> {x}",
        "fmt.props 1 <{p = \"s\", q = 2 : i32}> {x}",
        &["\"fmt.props\"() <{n = 1 : i32, p = \"s\", q = 2 : i32}> {x} : () -> ()"],
    );
    check(
        "fmt.props_only <{p = \"s\"}>",
        "fmt.props_only <{p = \"s\"}>",
        &["\"fmt.props_only\"() <{p = \"s\"}> : () -> ()"],
    );
}

#[test]
fn prop_dict_entries_override_format_attributes() {
    // The properties are set from `<{...}>` after the elements before it.
    check("fmt.props 1 <{n = 2 : i32}>", "fmt.props 2 ", &["\"fmt.props\"() <{n = 2 : i32}> : () -> ()"]);
}

#[test]
fn prop_dict_alone() {
    check("fmt.props_only", "fmt.props_only ", &["\"fmt.props_only\"() : () -> ()"]);
    // Discardable attributes after the (empty) properties: two spaces.
    check("fmt.props_only {x}", "fmt.props_only  {x}", &["\"fmt.props_only\"() {x} : () -> ()"]);
}

#[test]
fn prop_dict_unknown_key() {
    check_error("fmt.props_only <{zz = 1}>", &[
        "1:1: invalid properties {zz = 1 : i64} for op fmt.props_only: unknown key '\"zz\"' when parsing properties dictionary",
    ]);
}

#[test]
fn prop_dict_errors() {
    check_error("fmt.props_only <{p = 1}>", &[
        "1:1: invalid properties {p = 1 : i64} for op fmt.props_only: Invalid attribute `p` in property conversion: 1 : i64",
    ]);
}

// ---------------------------------------------------------------------------
// type(...), type(operands), type(results), functional-type, operands.
// ---------------------------------------------------------------------------

#[test]
fn types_of_single_operand_and_result() {
    check_fn(
        &["i32"],
        "%0 = fmt.types %a : i32 -> f32",
        "%0 = fmt.types %arg0 : i32 -> f32",
        &["%0 = \"fmt.types\"(%arg0) : (i32) -> f32"],
    );
}

#[test]
fn type_of_variadic_results() {
    check(
        "%0:2 = fmt.var_results : i32, i64",
        "%0:2 = fmt.var_results : i32, i64",
        &["%0:2 = \"fmt.var_results\"() : () -> (i32, i64)"],
    );
    check(
        "%0 = fmt.var_results : i32 {x}",
        "%0 = fmt.var_results : i32 {x}",
        &["%0 = \"fmt.var_results\"() {x} : () -> i32"],
    );
    check_error("fmt.var_results : {x}", &["1:18: expected non-function type"]);
}

#[test]
fn type_of_operands_and_results() {
    check_fn(
        &["i32", "i64"],
        "%0:2 = fmt.all_types(%a, %b) : i32, i64 -> f32, f64",
        "%0:2 = fmt.all_types(%arg0, %arg1) : i32, i64 -> f32, f64",
        &["%0:2 = \"fmt.all_types\"(%arg0, %arg1) : (i32, i64) -> (f32, f64)"],
    );
    check_fn(&["i32"], "%0 = fmt.all_types(%a) : i32 -> i32", "%0 = fmt.all_types(%arg0) : i32 -> i32", &[]);
}

#[test]
fn functional_type() {
    let types = ["i32", "i64"];
    check_fn(&types, "fmt.call() : () -> ()", "fmt.call() : () -> ()", &["\"fmt.call\"() : () -> ()"]);
    check_fn(
        &types,
        "%0 = fmt.call(%a) : (i32) -> i32",
        "%0 = fmt.call(%arg0) : (i32) -> i32",
        &["%0 = \"fmt.call\"(%arg0) : (i32) -> i32"],
    );
    check_fn(
        &types,
        "%0:2 = fmt.call(%a, %b) : (i32, i64) -> (f32, f64)",
        "%0:2 = fmt.call(%arg0, %arg1) : (i32, i64) -> (f32, f64)",
        &["%0:2 = \"fmt.call\"(%arg0, %arg1) : (i32, i64) -> (f32, f64)"],
    );
    check_fn(
        &types,
        "%0 = fmt.call() : () -> (() -> ())",
        "%0 = fmt.call() : () -> (() -> ())",
        &["%0 = \"fmt.call\"() : () -> (() -> ())"],
    );
    check_fn(&types, "fmt.call(%a) {x} : (i32) -> ()", "fmt.call(%arg0) {x} : (i32) -> ()", &[]);
    check_fn(
        &types,
        "%0 = fmt.call2(%a, %b) : (i32, i64) -> (i64)",
        "%0 = fmt.call2(%arg0, %arg1) : (i32, i64) -> i64",
        &["%0 = \"fmt.call2\"(%arg0, %arg1) : (i32, i64) -> i64"],
    );
}

#[test]
fn operands_directive_with_separate_types() {
    check_fn(
        &["i32", "i64", "f32"],
        "fmt.ops %a, %b, %c : i32, i64, f32",
        "fmt.ops %arg0, %arg1, %arg2 : i32, i64, f32",
        &["\"fmt.ops\"(%arg0, %arg1, %arg2) : (i32, i64, f32) -> ()"],
    );
}

// ---------------------------------------------------------------------------
// Custom directives.
// ---------------------------------------------------------------------------

#[test]
fn custom_directive_with_attributes_and_ref() {
    check(
        "fmt.custom 1 to 5 bounded",
        "fmt.custom 1 to 5 bounded",
        &["\"fmt.custom\"() <{hi = 5 : i32, lo = 1 : i32}> : () -> ()"],
    );
    check("fmt.custom -2 open {x}", "fmt.custom -2 open {x}", &["\"fmt.custom\"() <{lo = -2 : i32}> {x} : () -> ()"]);
    // The directive's parser sees what ref($hi) resolved to.
    check_error("fmt.custom 1 bounded", &["1:14: custom op 'fmt.custom' expected 'open'"]);
    check_error("fmt.custom 1 to 2 open", &["1:19: custom op 'fmt.custom' expected 'bounded'"]);
}

#[test]
fn custom_directive_with_operand_and_type() {
    check_fn(
        &["i32"],
        "fmt.custom_ops %a as i32",
        "fmt.custom_ops %arg0 as i32",
        &["\"fmt.custom_ops\"(%arg0) : (i32) -> ()"],
    );
    check_error(
        &in_fn(&["i32"], "fmt.custom_ops %a as i64"),
        &["2:18: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"],
    );
}

#[test]
fn custom_directive_with_successors() {
    let src = "func.func @f() {\n  fmt.custom_succ ^bb1, ^bb2, ^bb1\n^bb1:\n  fmt.custom_succ ^bb2\n^bb2:\n  return\n}";
    let expected = "func.func @f() {\n  fmt.custom_succ ^bb1, ^bb2, ^bb1\n^bb1:  // 2 preds: ^bb0, ^bb0\n  fmt.custom_succ ^bb2\n^bb2:  // 2 preds: ^bb0, ^bb1\n  return\n}";
    check_with(
        &T::new(),
        src,
        expected,
        "fmt",
        &["\"fmt.custom_succ\"()[^bb1, ^bb2, ^bb1] : () -> ()", "\"fmt.custom_succ\"()[^bb2] : () -> ()"],
    );
}

#[test]
fn custom_directive_with_region() {
    check(
        "fmt.custom_region body {\n  \"u.op\"() : () -> ()\n} {x}",
        "fmt.custom_region body {\n  \"u.op\"() : () -> ()\n} {x}",
        &["\"fmt.custom_region\"() ({"],
    );
    check("fmt.custom_region body {\n}", "fmt.custom_region body {\n}", &[]);
}

// ---------------------------------------------------------------------------
// oilist.
// ---------------------------------------------------------------------------

#[test]
fn oilist_clauses_in_declaration_order() {
    check_fn(
        &["i32"],
        "fmt.clauses device(%a : i32) nowait",
        "fmt.clauses nowait device(%arg0 : i32)",
        &["\"fmt.clauses\"(%arg0) <{nowait}> : (i32) -> ()"],
    );
    check_fn(
        &["i32"],
        "fmt.clauses level = 3 nowait",
        "fmt.clauses nowait level = 3",
        &["\"fmt.clauses\"() <{lvl = 3 : i32, nowait}> : () -> ()"],
    );
    check_fn(&["i32"], "fmt.clauses device(%a : i32) level = 3", "fmt.clauses level = 3 device(%arg0 : i32)", &[]);
    check_fn(&["i32"], "fmt.clauses", "fmt.clauses", &["\"fmt.clauses\"() : () -> ()"]);
}

#[test]
fn oilist_clause_twice() {
    check_error("fmt.clauses nowait level = 1 nowait", &[
        "1:1: custom op 'fmt.clauses' `nowait` clause can appear at most once in the expansion of the oilist directive",
    ]);
}

// ---------------------------------------------------------------------------
// Types the format does not write.
// ---------------------------------------------------------------------------

#[test]
fn same_operands_and_result_type() {
    check_fn(
        &["i32"],
        "%0 = fmt.same %a, %a : i32",
        "%0 = fmt.same %arg0, %arg0 : i32",
        &["%0 = \"fmt.same\"(%arg0, %arg0) : (i32, i32) -> i32"],
    );
    check_fn(
        &["i32"],
        "%0 = fmt.same_var(%a, %a, %a) : i32",
        "%0 = fmt.same_var(%arg0, %arg0, %arg0) : i32",
        &["%0 = \"fmt.same_var\"(%arg0, %arg0, %arg0) : (i32, i32, i32) -> i32"],
    );
    // The trait wants at least one operand (upstream's verifier, too).
    check_error(
        &in_fn(&["i32"], "%0 = fmt.same_var() : i32"),
        &["2:8: 'fmt.same_var' op expected 1 or more operands, but found 0"],
    );
    check_error(
        &in_fn(&["i32", "i64"], "%0 = fmt.same %a, %b : i32"),
        &["2:21: use of value '%b' expects different type than prior uses: 'i32' vs 'i64'"],
    );
}

#[test]
fn same_operands_and_result_type_from_an_operand() {
    check_fn(
        &["i32"],
        "%0 = fmt.same2 %a, %a : i32",
        "%0 = fmt.same2 %arg0, %arg0 : i32",
        &["%0 = \"fmt.same2\"(%arg0, %arg0) : (i32, i32) -> i32"],
    );
}

#[test]
fn all_types_match() {
    check_fn(
        &["f32"],
        "%0 = fmt.match %a, %a : f32",
        "%0 = fmt.match %arg0, %arg0 : f32",
        &["%0 = \"fmt.match\"(%arg0, %arg0) : (f32, f32) -> f32"],
    );
}

#[test]
fn types_match_with() {
    check_fn(
        &["i32"],
        "%0 = fmt.tmw %a : i32",
        "%0 = fmt.tmw %arg0 : i32",
        &["%0 = \"fmt.tmw\"(%arg0) : (i32) -> tuple<i32>"],
    );
}

#[test]
fn buildable_types() {
    check_fn(
        &["i64"],
        "%0 = fmt.buildable %a",
        "%0 = fmt.buildable %arg0",
        &["%0 = \"fmt.buildable\"(%arg0) : (i64) -> i32"],
    );
    check_error(
        &in_fn(&["i32"], "%0 = fmt.buildable %a"),
        &["2:22: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"],
    );
}

#[test]
fn infer_type_op_interface() {
    check_fn(
        &["i32", "i64"],
        "%0:2 = fmt.infer(%a, %b : i32, i64)",
        "%0:2 = fmt.infer(%arg0, %arg1 : i32, i64)",
        &["%0:2 = \"fmt.infer\"(%arg0, %arg1) : (i32, i64) -> (i64, i32)"],
    );
    check("%0 = fmt.infer0", "%0 = fmt.infer0", &["%0 = \"fmt.infer0\"() : () -> i16"]);
}

// ---------------------------------------------------------------------------
// Parse errors.
// ---------------------------------------------------------------------------

#[test]
fn error_missing_punctuation_is_not_prefixed() {
    // A token error is reported where the text before the unexpected token
    // ends (upstream's `emitWrongTokenError`).
    check_error("fmt.literals kw_a.b$ -> : = <> () [] ? + * ... {}", &["1:26: expected ','"]);
    check_error("fmt.literals kw_a.b$ -> :, = <> ( [] ? + * ... {}", &["1:34: expected ')'"]);
    check_error("fmt.literals kw_a.b$ -> :, = <> ()[] ? + * ... {", &["1:47: expected '}'"]);
}

#[test]
fn error_missing_keyword_is_prefixed() {
    check_error("fmt.literals foo", &["1:14: custom op 'fmt.literals' expected 'kw_a.b$'"]);
    check_error("fmt.else", &["1:9: custom op 'fmt.else' expected 'off'"]);
}

#[test]
fn error_token_on_a_later_line_is_reported_after_the_previous_token() {
    check_error(&in_fn(&["i32", "i64"], "fmt.spacing(%a\n"), &["2:17: expected ')'"]);
}

#[test]
fn error_operands() {
    check_error(&in_fn(&["i32", "i64"], "fmt.spacing(%a)[] : i32, i64"), &["2:19: expected SSA operand"]);
    check_error(&in_fn(&["i32", "i64"], "fmt.optional %a : i32 [%b"), &["2:28: expected ']'"]);
}

#[test]
fn error_attributes() {
    check_error(
        "fmt.attrs 3 = 7, 3, \"s\", f32",
        &["1:11: custom op 'fmt.attrs' expected valid '@'-identifier for symbol name"],
    );
    check_error(
        "fmt.attrs @f = \"x\", 3, \"s\", f32",
        &["1:16: custom op 'fmt.attrs' invalid kind of attribute specified"],
    );
    check_error("fmt.attrs @f = 1, , \"s\", f32", &["1:18: expected attribute value"]);
    check_error(
        "fmt.attrs @f = 1, 2, \"s\", f32 {s = 5}",
        &["1:31: custom op 'fmt.attrs' 'fmt.attrs' op attribute 's' failed to satisfy constraint: string attribute"],
    );
}

#[test]
fn error_regions_and_successors() {
    check_error("fmt.region %x", &["1:11: expected '{' to begin a region"]);
    check_error("func.func @f() {\n  fmt.br %x\n}", &["2:9: expected block name"]);
}

#[test]
fn error_type_class() {
    check_error(
        &in_fn(&["i32"], "fmt.call(%a) : i32"),
        &["2:18: custom op 'fmt.call' invalid kind of type specified: expected builtin.function, but found 'i32'"],
    );
    check_error(
        &in_fn(&["i32"], "fmt.unqual %a : i32"),
        &["2:19: custom op 'fmt.unqual' invalid kind of type specified: expected builtin.function, but found 'i32'"],
    );
}

#[test]
fn error_qualified_type_is_not_class_checked() {
    check_error(
        &in_fn(&["i32"], "fmt.qual 1, %a : i32"),
        &["2:3: 'fmt.qual' op operand #0 must be function type, but got 'i32'"],
    );
}

#[test]
fn error_operand_and_type_counts() {
    check_error(
        &in_fn(&["i32"], "fmt.call(%a) : (i32, i32) -> ()"),
        &["2:12: custom op 'fmt.call' number of operands and types do not match: got 1 operands and 2 types"],
    );
    check_error(
        &in_fn(&["i32"], "fmt.all_types(%a, %a) : i32 -> i32"),
        &["2:17: custom op 'fmt.all_types' number of operands and types do not match: got 2 operands and 1 types"],
    );
}

// ---------------------------------------------------------------------------
// Formats of MLIR 22 the interpreter should accept (tested each in a
// dialect of its own).
// ---------------------------------------------------------------------------

#[test]
fn minus_literal() {
    let d = add("fmtm", op("fmtm.minus").format("`-` `kw` `(` `-` `)` attr-dict")).expect("format accepted");
    check_with(&T::with(&[d]), "fmtm.minus - kw(-)", "fmtm.minus - kw(-)", "fmtm", &["\"fmtm.minus\"() : () -> ()"]);
}

#[test]
fn anchor_in_else_group() {
    let d = add(
        "fmti",
        op("fmti.inv").optional_operand("v", ANY).format("`<` (`none`) : ($v^ `:` type($v))? `>` attr-dict"),
    )
    .expect("format accepted");
    let t = T::with(&[d]);
    check_module(&t, "fmti.inv<none>", &module("fmti.inv<none>"), "fmti", &["\"fmti.inv\"() : () -> ()"]);
    check_module(
        &t,
        &in_fn(&["i32"], "fmti.inv<%a : i32>"),
        &in_fn_printed(&["i32"], "fmti.inv< %arg0 : i32>"),
        "fmti",
        &["\"fmti.inv\"(%arg0) : (i32) -> ()"],
    );
}

#[test]
fn types_match_with_attribute_source() {
    let d = add(
        "fmta",
        op("fmta.cst")
            .attr("value", ANY_ATTR)
            .result("r", ANY)
            .traits([Trait::TypesMatchWith {
                description: "result type matches constant",
                from: "value",
                to: "r",
                transform: |_, t| vec![t],
            }])
            .format("$value attr-dict"),
    )
    .expect("format accepted");
    check_with(
        &T::with(&[d]),
        "%0 = fmta.cst 5 : i16",
        "%0 = fmta.cst 5 : i16",
        "fmta",
        &["%0 = \"fmta.cst\"() <{value = 5 : i16}> : () -> i16"],
    );
}

#[test]
fn custom_directive_as_optional_group_guard() {
    let d = add(
        "fmtc",
        op("fmtc.guard")
            .optional_attr("o", I32_ATTR)
            .directive("OptInt", OPT_INT)
            .format("(custom<OptInt>($o)^ `+`)? `end` attr-dict"),
    )
    .expect("format accepted");
    let t = T::with(&[d]);
    check_with(
        &t,
        "fmtc.guard 3 + end",
        "fmtc.guard 3 + end",
        "fmtc",
        &["\"fmtc.guard\"() <{o = 3 : i32}> : () -> ()"],
    );
    check_with(&t, "fmtc.guard end", "fmtc.guard end", "fmtc", &["\"fmtc.guard\"() : () -> ()"]);
}

#[test]
fn custom_directive_ref_of_operand() {
    let d = add(
        "fmtr",
        op("fmtr.count")
            .optional_operand("o", I64)
            .directive("Count", COUNT)
            .format("($o^)? `:` custom<Count>(ref($o)) attr-dict"),
    )
    .expect("format accepted");
    let t = T::with(&[d]);
    check_module(
        &t,
        &in_fn(&["i64"], "fmtr.count %a : 1"),
        &in_fn_printed(&["i64"], "fmtr.count %arg0 : 1"),
        "fmtr",
        &["\"fmtr.count\"(%arg0) : (i64) -> ()"],
    );
    check_module(
        &t,
        &in_fn(&["i64"], "fmtr.count : 0"),
        &in_fn_printed(&["i64"], "fmtr.count : 0"),
        "fmtr",
        &["\"fmtr.count\"() : () -> ()"],
    );
}

// ---------------------------------------------------------------------------
// Invalid formats.
// ---------------------------------------------------------------------------

#[test]
fn invalid_formats_are_rejected() {
    let e = rejected(op("bad.a").operand("a", ANY).format("$nope attr-dict"));
    assert!(e.contains("bad.a") && e.contains("nope"), "{e}");
    let e = rejected(op("bad.b").optional_operand("a", ANY).format("(`x` $a `:` type($a))? attr-dict"));
    assert!(e.contains("anchor"), "{e}");
    let e = rejected(op("bad.c").variadic_result("r", ANY).format("results attr-dict"));
    assert!(e.contains("results"), "{e}");
    let e = rejected(op("bad.d").result("r", ANY).format("attr-dict"));
    assert!(e.contains("buildable"), "{e}");
    let e = rejected(op("bad.e").operand("a", ANY).format("custom<Nope>($a) attr-dict"));
    assert!(e.contains("Nope"), "{e}");
    let e = rejected(op("bad.f").operand("a", ANY).format("ref($a) `:` type($a) attr-dict"));
    assert!(e.contains("ref"), "{e}");
    let e = rejected(op("bad.g").operand("a", ANY).format("$a `!` type($a) attr-dict"));
    assert!(e.contains("single character literal"), "{e}");
    let e = rejected(op("bad.h").operand("a", ANY).format("$a `:` type($a"));
    assert!(e.contains("bad.h"), "{e}");
    // A valid format is accepted.
    add("good", op("good.a").operand("a", ANY).format("$a `:` type($a) attr-dict")).expect("valid format");
}

#[test]
fn invalid_format_without_attr_dict() {
    rejected(op("bad.a").operand("a", ANY).format("$a `:` type($a)"));
}

#[test]
fn invalid_format_missing_operand() {
    rejected(op("bad.a").operand("a", ANY).operand("b", I64).format("$a attr-dict `:` type($a)"));
}

#[test]
fn invalid_format_missing_region() {
    rejected(op("bad.a").region("r", RegionConstraint::any()).format("attr-dict"));
}

#[test]
fn invalid_format_missing_successor() {
    rejected(op("bad.a").successor("s").traits([Trait::Terminator]).format("attr-dict"));
}

#[test]
fn invalid_format_single_operand_in_group() {
    rejected(op("bad.a").operand("a", ANY).format("($a^ `:` type($a))? attr-dict"));
}

#[test]
fn invalid_format_required_attribute_anchor() {
    rejected(op("bad.a").attr("a", I32_ATTR).format("($a^)? attr-dict"));
}

#[test]
fn invalid_format_literal_anchor() {
    rejected(op("bad.a").optional_attr("a", I32_ATTR).format("(`x`^ $a)? attr-dict"));
}

#[test]
fn invalid_format_type_directive_guard() {
    rejected(op("bad.a").optional_result("r", ANY).format("(type($r)^)? attr-dict"));
}

#[test]
fn invalid_format_attr_dict_in_group() {
    rejected(op("bad.a").optional_attr("a", I32_ATTR).format("($a^ attr-dict)?"));
}

#[test]
fn invalid_format_successor_in_group() {
    rejected(op("bad.a").variadic_successor("s").traits([Trait::Terminator]).format("(`x` $s^)? attr-dict"));
}

#[test]
fn invalid_format_bar_literal() {
    rejected(op("bad.a").operand("a", ANY).format("$a `|` type($a) attr-dict"));
}

#[test]
fn invalid_format_operand_twice() {
    rejected(op("bad.a").operand("a", ANY).format("$a $a `:` type($a) attr-dict"));
}

#[test]
fn invalid_format_type_twice() {
    rejected(op("bad.a").operand("a", ANY).format("$a `:` type($a) type($a) attr-dict"));
}

#[test]
fn invalid_format_attr_dict_twice() {
    rejected(op("bad.a").operand("a", ANY).format("$a `:` type($a) attr-dict attr-dict"));
}

#[test]
fn result_groups_number_their_values_from_their_start() {
    // As upstream's printer: `%a, %rest:2 = ...`, `%rest#1` counts from the
    // group's start, and a group of one is named without `#0`.
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let mut d = DialectDef::new("grp");
    d.add_op(
        OpDef::build("grp.two")
            .result("a", ANY)
            .variadic_result("rest", ANY)
            .format("attr-dict `:` type($a) `,` type($rest)"),
    )
    .unwrap();
    cx.load_dialect(Arc::new(d));
    let src = "%0:3 = grp.two : i64, i32, i32\n\"t.use\"(%0#2, %0#0) : (i32, i64) -> ()\n";
    let mut ir = cx.ir_mut();
    let m = oxmlir_parser::parse_module(&cx, &mut ir, src.as_bytes(), b"g.mlir", ParseOptions::default()).unwrap();
    assert_eq!(
        oxmlir_ir::print::op_to_string(&cx, &ir, m, &PrintFlags::default()).unwrap(),
        "module {\n  %a, %rest:2 = grp.two : i64, i32, i32\n  \"t.use\"(%rest#1, %a) : (i32, i64) -> ()\n}\n"
    );
    let generic = oxmlir_ir::print::op_to_string(&cx, &ir, m, &PrintFlags { generic: true, ..PrintFlags::default() }).unwrap();
    assert!(generic.contains("\"t.use\"(%0#2, %0#0)"), "{generic}");
}
