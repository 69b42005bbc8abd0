//! The MLIR textual format parser.
//!
//! Parses the full MLIR 22 grammar for builtin and unregistered dialects,
//! and registered operations through their custom assembly hooks
//! ([`oxmlir_ir::asm::OpAsmParser`]). Diagnostics go through the context's
//! handlers with upstream's messages and locations; nothing is printed and
//! nothing panics on malformed input.
//!
//! Entry points:
//! * [`parse_module`]: a source as a module (upstream's
//!   `parseSourceString<ModuleOp>`): a single top-level `builtin.module` is
//!   returned as is, anything else is wrapped in an implicit module;
//! * [`parse_operation`]: a source holding exactly one operation;
//! * [`parse_type`], [`parse_attribute`]: a standalone type or attribute.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod affine;
mod affine_expr;
mod attrs;
pub mod bytecode;
mod custom;
mod dialect_syntax;
mod dense;
mod keywords;
mod lexer;
mod lines;
mod locs;
mod ops;
mod parser;
mod props;
mod symbols;
mod token;
mod toplevel;
mod types;
mod values;

use oxmlir_ir::attrs::resources::FallbackResources;
use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::{Attribute, Context, Ir, OpId, Type};

use crate::lexer::Kind;
use crate::ops::OpParser;
use crate::parser::Parser;

/// How to parse a source (upstream's `ParserConfig`).
#[derive(Copy, Clone, Debug)]
pub struct ParseOptions<'r> {
    /// Verify the parsed operations (upstream's `verifyAfterParse`, on by
    /// default).
    pub verify: bool,
    /// Where entries of `external_resources` that nothing claims are kept
    /// (upstream's fallback resource map, which `mlir-opt` uses); without
    /// one they are skipped with a warning, as through the C API.
    pub fallback_resources: Option<&'r FallbackResources>,
}

impl Default for ParseOptions<'_> {
    fn default() -> Self {
        ParseOptions { verify: true, fallback_resources: None }
    }
}

/// Namespaces of the dialects the context can load, sorted.
pub(crate) fn available_dialects(cx: &Context) -> Vec<String> {
    cx.available_dialects()
}

/// Parses the operations of `src` into a new top-level module whose
/// location is `loc("name":0:0)`. On failure everything created is erased.
fn parse_into_top(cx: &Context, ir: &mut Ir, src: &[u8], start: usize, name: &[u8], opts: ParseOptions) -> Option<OpId> {
    parse_into_top_with(cx, ir, src, start, name, opts, true)
}

/// [`parse_into_top`], with or without the fast path for common
/// operations (tests compare the two).
pub(crate) fn parse_into_top_with(
    cx: &Context,
    ir: &mut Ir,
    src: &[u8],
    start: usize,
    name: &[u8],
    opts: ParseOptions,
    fast_ops: bool,
) -> Option<OpId> {
    // Room for the locations of the operations, about one per line of
    // printed IR (a line of it is rarely shorter than 48 bytes).
    if src.len() - start.min(src.len()) >= 1 << 16 {
        cx.reserve_attributes((src.len() - start) / 48);
    }
    let mut p = Parser::new_at(cx, src, start, name);
    p.fallback_resources = opts.fallback_resources;
    p.fast_ops = fast_ops;
    let file_loc = if start == 0 { p.file_loc(0, 0) } else { p.loc_at(start) };
    let top = ir.create_module(cx, file_loc, None).ok()?;
    let region = ir.op_region(top, 0).ok()?;
    let body = ir.region_first_block(region).ok()??;
    // Upstream looks for the magic number at the start of the main
    // buffer only (a later chunk of a split text source is text).
    let is_bytecode = start == 0 && bytecode::is_bytecode(src);
    let ok = if is_bytecode {
        // Upstream detects bytecode by its magic number wherever it reads
        // a source, and verifies what it read as part of the read.
        let verify_root = opts.verify.then_some(top);
        bytecode::read_into(cx, ir, src, name, body, opts.fallback_resources, verify_root)
    } else {
        let mut op = OpParser::new(&mut p, ir, body);
        let r = op.parse_top_level();
        if r.is_err() {
            op.cleanup();
        }
        r.is_ok()
    };
    if !ok {
        let _ = ir.erase_op(top);
        return None;
    }
    if opts.verify && !is_bytecode && !oxmlir_ir::verify::verify(cx, ir, top) {
        let _ = ir.erase_op(top);
        return None;
    }
    Some(top)
}

/// The first operation in the body of a module, and how many there are,
/// counting no further than `limit`.
fn body_ops(ir: &Ir, module: OpId, limit: usize) -> (Option<OpId>, usize) {
    let Ok(region) = ir.op_region(module, 0) else { return (None, 0) };
    let Ok(Some(body)) = ir.region_first_block(region) else { return (None, 0) };
    let first = ir.block_first_op(body).ok().flatten();
    let mut n = 0;
    let mut o = first;
    while let Some(op) = o {
        n += 1;
        if n >= limit {
            break;
        }
        o = ir.op_next(op).ok().flatten();
    }
    (first, n)
}

/// Parses `src` (named `name` in locations) as a module: a source holding a
/// single `builtin.module` gives that module; anything else is wrapped in
/// a module located at `loc("name":0:0)`. Returns `None` after reporting
/// diagnostics on failure.
pub fn parse_module(cx: &Context, ir: &mut Ir, src: &[u8], name: &[u8], opts: ParseOptions) -> Option<OpId> {
    parse_module_chunk(cx, ir, src, 0, name, opts)
}

/// Parses `src[start..]` as a module, with positions (lines and columns)
/// counted in the whole of `src`, as `mlir-opt --split-input-file` does for
/// each chunk. A chunk that does not start the source gets its implicit
/// module located at the chunk's start.
pub fn parse_module_chunk(
    cx: &Context,
    ir: &mut Ir,
    src: &[u8],
    start: usize,
    name: &[u8],
    opts: ParseOptions,
) -> Option<OpId> {
    let top = parse_into_top(cx, ir, src, start, name, opts)?;
    let result = match body_ops(ir, top, 2) {
        (Some(inner), 1) if ir.is_module(cx, inner) => {
            let _ = ir.remove_op_from_parent(inner);
            let _ = ir.erase_op(top);
            inner
        }
        _ => top,
    };
    // A module verified nested verifies on its own: printing it next needs
    // no second verification.
    if opts.verify {
        oxmlir_ir::print::note_verified(cx, ir, result);
    }
    Some(result)
}

/// Parses `src` as exactly one operation (upstream's
/// `parseSourceString<Operation *>`). Returns `None` after reporting
/// diagnostics on failure.
pub fn parse_operation(cx: &Context, ir: &mut Ir, src: &[u8], name: &[u8], opts: ParseOptions) -> Option<OpId> {
    parse_operation_chunk(cx, ir, src, 0, name, opts)
}

/// [`parse_operation`] of `src[start..]`, positions counted in the whole
/// of `src` (`mlir-opt --no-implicit-module --split-input-file`).
pub fn parse_operation_chunk(
    cx: &Context,
    ir: &mut Ir,
    src: &[u8],
    start: usize,
    name: &[u8],
    opts: ParseOptions,
) -> Option<OpId> {
    let top = parse_into_top(cx, ir, src, start, name, opts)?;
    if let (Some(op), 1) = body_ops(ir, top, 2) {
        let _ = ir.remove_op_from_parent(op);
        let _ = ir.erase_op(top);
        return Some(op);
    }
    let (_, count) = body_ops(ir, top, usize::MAX);
    let p = Parser::new(cx, b"", name);
    let loc = p.file_loc(0, 0);
    cx.emit(Diagnostic::error(loc, format!("source must contain a single top-level operation, found: {count}")));
    let _ = ir.erase_op(top);
    None
}

/// Parses a standalone symbol as upstream's `parseSymbol`: the buffer is
/// named after its own text, and the whole input must be consumed.
fn parse_symbol<T>(cx: &Context, src: &[u8], f: impl FnOnce(&mut Parser<'_>) -> Result<T, ()>) -> Option<T> {
    let mut p = Parser::new(cx, src, src);
    let start = p.tok.start as usize;
    let v = f(&mut p).ok()?;
    // Upstream's lexer error tokens sit where the error is reported: an
    // unterminated string after the symbol ends at the end of the input,
    // so the symbol counts as the whole input (returned, with the lexer's
    // error reported).
    let end = match (p.tok.kind, p.lex.error.as_ref()) {
        (Kind::Error, Some(e)) => e.pos as usize,
        _ => p.tok.start as usize,
    };
    let read = end.saturating_sub(start);
    if read != src.len() {
        let rest = String::from_utf8_lossy(&src[read.min(src.len())..]).into_owned();
        p.error_at(end, format!("found trailing characters: '{rest}'"));
        return None;
    }
    Some(v)
}

/// Parses a symbol at the start of `src` and gives it with the number of
/// bytes it used (upstream's `parseSymbol` with `numRead`): what follows
/// is left for the caller to judge.
fn parse_symbol_prefix<T>(cx: &Context, src: &[u8], f: impl FnOnce(&mut Parser<'_>) -> Result<T, ()>) -> Option<(T, usize)> {
    let mut p = Parser::new(cx, src, src);
    let start = p.tok.start as usize;
    let v = f(&mut p).ok()?;
    let end = match (p.tok.kind, p.lex.error.as_ref()) {
        (Kind::Error, Some(e)) => e.pos as usize,
        _ => p.tok.start as usize,
    };
    Some((v, end.saturating_sub(start).min(src.len())))
}

/// A type at the start of `src` and the bytes it used (the bytecode
/// reader's text fallback).
pub(crate) fn parse_type_prefix(cx: &Context, src: &[u8]) -> Option<(Type, usize)> {
    parse_symbol_prefix(cx, src, |p| p.parse_type())
}

/// An attribute at the start of `src` and the bytes it used (the
/// bytecode reader's text fallback).
pub(crate) fn parse_attribute_prefix(cx: &Context, src: &[u8]) -> Option<(Attribute, usize)> {
    parse_symbol_prefix(cx, src, |p| p.parse_attribute(None))
}

/// Parses a type from its text (upstream's `mlir::parseType`).
pub fn parse_type(cx: &Context, src: &[u8]) -> Option<Type> {
    parse_symbol(cx, src, |p| p.parse_type())
}

/// Parses an attribute from its text (upstream's `mlir::parseAttribute`).
pub fn parse_attribute(cx: &Context, src: &[u8]) -> Option<Attribute> {
    parse_symbol(cx, src, |p| p.parse_attribute(None))
}

/// Runs every entry point on arbitrary bytes, as the fuzz targets do:
/// parsing as a module (with and without unregistered dialects), as an
/// operation, as a type and as an attribute, and printing what parsed,
/// with every dialect oxmlir has registered. Diagnostics are swallowed.
/// Panics only on a bug.
pub fn fuzz_one(data: &[u8]) {
    for allow in [true, false] {
        let Ok(cx) = Context::try_new(&oxmlir_ir::dialects::all_dialects(), true) else { return };
        cx.set_allow_unregistered_dialects(allow);
        cx.diagnostics.attach(std::sync::Arc::new(|_: &Context, _: &Diagnostic| true));
        {
            let mut ir = cx.ir_mut();
            if let Some(m) = parse_module(&cx, &mut ir, data, b"fuzz", ParseOptions::default()) {
                let flags = oxmlir_ir::print::PrintFlags::default();
                let _ = oxmlir_ir::print::print_op(&cx, &ir, m, &flags, oxmlir_ir::print::Out::sink(&mut |_: &[u8]| {}));
                let _ = ir.erase_op(m);
            }
            if let Some(op) = parse_operation(&cx, &mut ir, data, b"fuzz", ParseOptions::default()) {
                let _ = ir.erase_op(op);
            }
        }
        if allow {
            if let Some(t) = parse_type(&cx, data) {
                let _ = oxmlir_ir::print::type_to_string(&cx, t);
            }
            if let Some(a) = parse_attribute(&cx, data) {
                let _ = oxmlir_ir::print::attr_to_string(&cx, a);
            }
        }
    }
}
