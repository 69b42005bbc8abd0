//! Operations, regions and blocks (upstream's `OperationParser`): SSA name
//! scopes, forward references to values and blocks, generic and custom
//! operation forms, trailing locations.

use hashbrown::HashMap;
use smallvec::SmallVec;

use oxmlir_ir::asm::UnresolvedOperand;
use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::registry::{OpDef, Traits};
use oxmlir_ir::{Attribute, BlockId, Ir, Location, OpId, OpName, OperationState, RegionId, Type, ValueId};

use crate::lexer::Kind;
use crate::parser::{Delimiter, PResult, Parser, PushList};
use crate::values::{NameKey, ValDef, ValueScopes};

mod fast;

/// A named block of a region scope.
#[derive(Copy, Clone)]
struct BlockDef {
    block: Option<BlockId>,
    pos: u32,
}

/// A location written on a custom parser's argument.
#[derive(Copy, Clone)]
pub(crate) enum ArgLoc<'a> {
    /// Known.
    Loc(Location),
    /// An alias, possibly defined later (position, name).
    Alias(u32, &'a [u8]),
}

/// What a deferred `loc(#alias)` applies to.
#[derive(Copy, Clone)]
pub(crate) enum LocTarget {
    Op(OpId),
    Arg(ValueId),
}

/// `%name:count` result groups of an operation being parsed.
pub(crate) type ResultIds<'a> = SmallVec<[(&'a [u8], u32, u32); 1]>;

/// The state of a custom operation parse hook in progress.
pub(crate) struct CustomOp<'a> {
    /// Full operation name (for the `custom op '...'` prefix).
    pub name: &'a str,
    /// Position of the operation name.
    pub name_pos: u32,
    /// Errors emitted before the hook started.
    pub errors_before: u64,
}

/// Parses operations into the IR.
pub struct OpParser<'a, 'p> {
    /// The token-level parser.
    pub p: &'p mut Parser<'a>,
    /// The IR being built.
    pub ir: &'p mut Ir,
    values: ValueScopes<'a>,
    blocks_by_name: Vec<HashMap<&'a [u8], BlockDef>>,
    forward_blocks: Vec<Vec<(BlockId, u32)>>,
    placeholders: HashMap<ValueId, (u32, OpId)>,
    deferred_locs: Vec<(LocTarget, u32, &'a [u8])>,
    /// Locations written on arguments of custom parsers, applied when the
    /// arguments are defined (see `oxmlir_ir::asm::Argument::loc`).
    pub(crate) arg_locs: Vec<ArgLoc<'a>>,
    insertion: Option<BlockId>,
    /// Detached regions created while parsing operations (destroyed on
    /// failure if still detached).
    pub(crate) pending_regions: Vec<RegionId>,
    /// The custom operation hook in progress, if any.
    pub(crate) custom: Option<CustomOp<'a>>,
    /// Number of errors emitted (for custom hooks' `didEmitError`).
    pub(crate) error_count: u64,
    /// Names of custom operations as spelled, interned.
    op_names: HashMap<&'a [u8], OpName>,
    /// Custom operation names resolved (as spelled, with the default
    /// dialect in effect) to their registration.
    custom_names: HashMap<(&'a [u8], &'static str), (OpName, &'a OpDef)>,
    /// The signless integer types `i0` to `i99` met by the fast path.
    small_int_types: [Option<Type>; 100],
    /// Generic operation names already resolved (their dialect loaded or
    /// found unregistered and allowed), with their registration.
    generic_names: HashMap<&'a [u8], (OpName, Option<&'a OpDef>)>,
    cast_name: OpName,
}

impl<'a, 'p> OpParser<'a, 'p> {
    /// An operation parser whose operations go to the end of `block`.
    pub fn new(p: &'p mut Parser<'a>, ir: &'p mut Ir, block: BlockId) -> Self {
        let cast_name = p.cx.op_name(b"builtin.unrealized_conversion_cast");
        let mut op = OpParser {
            p,
            ir,
            values: ValueScopes::default(),
            blocks_by_name: Vec::new(),
            forward_blocks: Vec::new(),
            placeholders: HashMap::new(),
            deferred_locs: Vec::new(),
            arg_locs: Vec::new(),
            insertion: Some(block),
            pending_regions: Vec::new(),
            custom: None,
            error_count: 0,
            op_names: HashMap::new(),
            generic_names: HashMap::new(),
            custom_names: HashMap::new(),
            small_int_types: [None; 100],
            cast_name,
        };
        op.push_scope(true);
        op
    }

    // -- errors ------------------------------------------------------------

    pub(crate) fn emit(&mut self, d: Diagnostic) {
        self.error_count += 1;
        self.p.emit(d);
    }

    pub(crate) fn error_at(&mut self, pos: usize, msg: impl Into<String>) {
        let d = self.p.diag_at(pos, msg);
        self.emit(d);
    }

    pub(crate) fn error(&mut self, msg: impl Into<String>) {
        let pos = self.p.cur_error_pos();
        self.error_at(pos, msg);
    }

    fn wrong_token_error(&mut self, msg: &str) {
        self.error_count += 1;
        self.p.wrong_token_error(msg);
    }

    /// Runs a token-level parse step, counting its errors.
    pub(crate) fn sub<T>(&mut self, f: impl FnOnce(&mut Parser<'a>) -> PResult<T>) -> PResult<T> {
        let r = f(self.p);
        if r.is_err() {
            self.error_count += 1;
        }
        r
    }

    fn expect(&mut self, k: Kind, msg: &str) -> PResult {
        let r = self.p.expect(k, msg);
        if r.is_err() {
            self.error_count += 1;
        }
        r
    }

    // -- scopes --------------------------------------------------------------

    fn push_scope(&mut self, isolated: bool) {
        self.blocks_by_name.push(HashMap::new());
        self.forward_blocks.push(Vec::new());
        self.values.push(isolated);
    }

    fn pop_scope(&mut self) -> PResult {
        let fwd = self.forward_blocks.pop().unwrap_or_default();
        if !fwd.is_empty() {
            let mut errs: Vec<(u32, BlockId)> = fwd.iter().map(|&(b, pos)| (pos, b)).collect();
            errs.sort_by_key(|e| e.0);
            for (pos, _) in &errs {
                self.error_at(*pos as usize, "reference to an undefined block");
            }
            for (_, b) in errs {
                let _ = self.ir.destroy_block(b);
            }
            return Err(());
        }
        self.values.pop();
        self.blocks_by_name.pop();
        Ok(())
    }

    fn is_placeholder(&self, v: ValueId) -> bool {
        self.placeholders.contains_key(&v)
    }

    fn name_of(&self, u: UnresolvedOperand) -> &'a [u8] {
        &self.p.src[u.pos as usize..(u.pos + u.len) as usize]
    }

    fn type_str(&self, t: Type) -> String {
        oxmlir_ir::print::type_to_string(self.p.cx, t)
    }

    /// Records the definition of `%name#number` (upstream's `addDefinition`).
    fn add_definition(&mut self, u: UnresolvedOperand, value: ValueId) -> PResult {
        let name = self.name_of(u);
        let key = NameKey::of(name);
        let n = u.number as usize;
        let entries = self.values.entries(key);
        if entries.len() == n {
            // The common case: a new name, or the next number of a group.
            entries.push(ValDef { value: Some(value), pos: u.pos });
            self.values.record_definition(key);
            return Ok(());
        }
        if entries.len() < n {
            entries.resize(n + 1, ValDef::default());
        }
        let prev = entries[n];
        if let Some(existing) = prev.value {
            if !self.is_placeholder(existing) {
                let mut d = self.p.diag_at(u.pos as usize, format!("redefinition of SSA value '{}'", lossy(name)));
                d.notes.push(self.p.note_at(prev.pos as usize, "previously defined here"));
                self.emit(d);
                return Err(());
            }
            let et = self.ir.value_type(existing).ok();
            let vt = self.ir.value_type(value).ok();
            if et != vt {
                let (ets, vts) = (et.map(|t| self.type_str(t)).unwrap_or_default(), vt.map(|t| self.type_str(t)).unwrap_or_default());
                let mut d = self.p.diag_at(
                    u.pos as usize,
                    format!("definition of SSA value '{}#{}' has type '{vts}'", lossy(name), u.number),
                );
                d.notes.push(self.p.note_at(prev.pos as usize, format!("previously used here with type '{ets}'")));
                self.emit(d);
                return Err(());
            }
            let _ = self.ir.replace_all_uses(existing, value);
            if let Some((_, op)) = self.placeholders.remove(&existing) {
                let _ = self.ir.erase_op(op);
            }
        }
        if let Some(slot) = self.values.entries(key).get_mut(n) {
            *slot = ValDef { value: Some(value), pos: u.pos };
        }
        self.values.record_definition(key);
        Ok(())
    }

    /// The value `u` names, of type `ty`; a forward reference gets a
    /// placeholder (upstream's `resolveSSAUse`).
    pub(crate) fn resolve(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<ValueId> {
        let name = self.name_of(u);
        let key = NameKey::of(name);
        let n = u.number as usize;
        let entries = self.values.entries(key);
        if let Some(def) = entries.get(n).copied() {
            if let Some(v) = def.value {
                let vt = self.ir.value_type(v).ok();
                if vt == Some(ty) {
                    return Ok(v);
                }
                let (ts, vts) = (self.type_str(ty), vt.map(|t| self.type_str(t)).unwrap_or_default());
                let mut d = self.p.diag_at(
                    u.pos as usize,
                    format!("use of value '{}' expects different type than prior uses: '{ts}' vs '{vts}'", lossy(name)),
                );
                d.notes.push(self.p.note_at(def.pos as usize, "prior use here"));
                self.emit(d);
                return Err(());
            }
        }
        let entries = self.values.entries(key);
        if entries.len() <= n {
            entries.resize(n + 1, ValDef::default());
        }
        if let Some(first) = entries[0].value {
            if !self.is_placeholder(first) {
                self.error_at(u.pos as usize, "reference to invalid result number");
                return Err(());
            }
        }
        let loc = self.p.loc_at(u.pos as usize);
        let mut st = OperationState::new(self.cast_name, loc);
        st.results.push(ty);
        let op = self.ir.create_op(self.p.cx, st).map_err(|_| ())?;
        let v = self.ir.op_result(op, 0).map_err(|_| ())?;
        self.placeholders.insert(v, (u.pos, op));
        if let Some(slot) = self.values.entries(key).get_mut(n) {
            *slot = ValDef { value: Some(v), pos: u.pos };
        }
        Ok(v)
    }

    /// `%name` or `%name#N` (upstream's `parseSSAUse`).
    pub(crate) fn parse_ssa_use(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        let t = self.p.tok;
        if t.kind != Kind::PercentIdent {
            self.wrong_token_error("expected SSA operand");
            return Err(());
        }
        self.p.consume();
        let mut number = 0;
        if self.p.at(Kind::HashIdent) {
            if !allow_result_number {
                self.error("result number not allowed in argument list");
                return Err(());
            }
            match crate::token::u32_value(&self.p.spelling()[1..]) {
                Some(v) => number = v,
                None => {
                    self.error("invalid SSA value result number");
                    return Err(());
                }
            }
            self.p.consume();
        }
        Ok(UnresolvedOperand { pos: t.start, len: t.end - t.start, number })
    }

    /// A possibly empty list of SSA uses.
    pub(crate) fn parse_optional_ssa_use_list(&mut self, out: &mut impl PushList<UnresolvedOperand>) -> PResult {
        if !self.p.at(Kind::PercentIdent) {
            return Ok(());
        }
        loop {
            out.push_item(self.parse_ssa_use(true)?);
            if !self.p.consume_if(Kind::Comma) {
                return Ok(());
            }
        }
    }

    // -- operations ------------------------------------------------------------

    /// Parses one operation (with its result names) at the insertion point.
    pub fn parse_operation(&mut self) -> PResult {
        oxmlir_ir::support::stack::deep(|| self.parse_operation_step())
    }

    fn parse_operation_step(&mut self) -> PResult {
        let loc_pos = self.p.tok.start as usize;
        let mut result_ids: ResultIds<'a> = SmallVec::new();
        // Upstream sums the counts in a `size_t`: a count past `u32` is
        // reported as a mismatch with the operation's results.
        let mut expected = 0u64;
        if let Some(r) = self.parse_operations_fast() {
            return r;
        }
        if self.p.at(Kind::PercentIdent) {
            loop {
                let t = self.p.tok;
                if t.kind != Kind::PercentIdent {
                    self.wrong_token_error("expected valid ssa identifier");
                    return Err(());
                }
                self.p.consume();
                let mut count = 1u64;
                if self.p.consume_if(Kind::Colon) {
                    if !self.p.at(Kind::Integer) {
                        self.wrong_token_error("expected integer number of results");
                        return Err(());
                    }
                    match crate::token::u64_value(self.p.spelling()) {
                        Some(v) if v >= 1 => count = v,
                        _ => {
                            self.error("expected named operation to have at least 1 result");
                            return Err(());
                        }
                    }
                    self.p.consume();
                }
                // A count past `u32` cannot match the operation's results
                // (checked against `expected` before the names are bound).
                result_ids.push((self.p.spelling_of(t), u32::try_from(count).unwrap_or(u32::MAX), t.start));
                expected = expected.wrapping_add(count);
                if !self.p.consume_if(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.p.kind() {
            k if k == Kind::BareIdent || k.is_keyword() => self.parse_custom_operation(&result_ids)?,
            Kind::String => self.parse_generic_operation()?,
            _ => {
                self.wrong_token_error("expected operation name in quotes");
                return Err(());
            }
        };
        self.bind_results(op, loc_pos, &result_ids, expected)
    }

    /// Binds the result names of a new operation (`expected` values in
    /// all).
    fn bind_results(&mut self, op: OpId, loc_pos: usize, result_ids: &ResultIds<'a>, expected: u64) -> PResult {
        if !result_ids.is_empty() {
            let n = self.ir.op_num_results(op).unwrap_or(0) as u64;
            if n == 0 {
                self.error_at(loc_pos, "cannot name an operation with no results");
                return Err(());
            }
            // Counts that wrapped around to the right sum cannot be bound
            // either (upstream runs out of memory on them).
            if n != expected || result_ids.iter().any(|&(_, count, _)| u64::from(count) > n) {
                self.error_at(loc_pos, format!("operation defines {n} results but was provided {expected} to bind"));
                return Err(());
            }
            let mut i = 0;
            for &(name, count, pos) in result_ids {
                for sub in 0..count {
                    let v = self.ir.op_result(op, i).map_err(|_| ())?;
                    i += 1;
                    self.add_definition(UnresolvedOperand { pos, len: name.len() as u32, number: sub }, v)?;
                }
            }
        }
        Ok(())
    }

    fn intern_op_name(&mut self, name: &'a [u8]) -> OpName {
        if let Some(&n) = self.op_names.get(name) {
            return n;
        }
        let n = self.p.cx.op_name(name);
        self.op_names.insert(name, n);
        n
    }

    /// `"name"(operands)[succs] <props> (regions) {attrs} : type loc`.
    fn parse_generic_operation(&mut self) -> PResult<OpId> {
        let name_pos = self.p.tok.start as usize;
        let spelling = self.p.spelling();
        if !crate::token::string_is_plain(spelling) {
            let owned = crate::token::string_value(spelling);
            let (op_name, def, loc) = self.resolve_generic_name(&owned, name_pos)?;
            return self.parse_generic_operation_rest(op_name, def, &owned, loc);
        }
        let name: &'a [u8] = &spelling[1..spelling.len() - 1];
        if let Some(&(op_name, def)) = self.generic_names.get(name) {
            let loc = self.p.loc_at(name_pos);
            self.p.consume();
            return self.parse_generic_operation_rest(op_name, def, name, loc);
        }
        let (op_name, def, loc) = self.resolve_generic_name(name, name_pos)?;
        self.generic_names.insert(name, (op_name, def));
        self.parse_generic_operation_rest(op_name, def, name, loc)
    }

    /// Checks a generic operation name (the current token), loading its
    /// dialect if it is registered; consumes the name.
    fn resolve_generic_name(
        &mut self,
        name: &[u8],
        name_pos: usize,
    ) -> PResult<(OpName, Option<&'a OpDef>, Location)> {
        let cx = self.p.cx;
        if name.is_empty() {
            self.error("empty operation name is invalid");
            return Err(());
        }
        if name.contains(&0) {
            self.error("null character not allowed in operation name");
            return Err(());
        }
        let loc = self.p.loc_at(name_pos);
        self.p.consume();
        let op_name = cx.op_name(name);
        let mut def = cx.op_name_info(op_name).def();
        if def.is_none() {
            let dialect = &name[..name.iter().position(|&c| c == b'.').unwrap_or(name.len())];
            let dname = String::from_utf8_lossy(dialect);
            if cx.loaded_dialect(&dname).is_none() && cx.get_or_load_dialect(&dname).is_none() {
                if !cx.allows_unregistered_dialects() {
                    self.error(
                        "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                    );
                    return Err(());
                }
            } else {
                def = cx.op_name_info(op_name).def();
            }
        }
        Ok((op_name, def, loc))
    }

    /// The generic form after the operation name.
    fn parse_generic_operation_rest(
        &mut self,
        op_name: OpName,
        def: Option<&'a OpDef>,
        name: &[u8],
        loc: Location,
    ) -> PResult<OpId> {
        let cx = self.p.cx;
        let mut st = OperationState::new(op_name, loc);
        let mut operands: SmallVec<[UnresolvedOperand; 4]> = SmallVec::new();
        self.expect(Kind::LParen, "expected '(' to start operand list")?;
        self.parse_optional_ssa_use_list(&mut operands)?;
        self.expect(Kind::RParen, "expected ')' to end operand list")?;
        self.parse_generic_after_operands(&mut st, def, &operands)?;
        let props = st.properties.take();
        if props.is_none() {
            if let Some(d) = def {
                if let Err(m) = d.verify_inherent_attrs(cx, &st.attributes) {
                    let dg = Diagnostic::error(loc, m);
                    self.emit(dg);
                    return Err(());
                }
            }
        }
        let op = self.create_and_insert(st)?;
        self.parse_trailing_location(LocTarget::Op(op))?;
        if let Some(pa) = props {
            self.set_properties(op, def, pa, name, loc)?;
        }
        Ok(op)
    }

    /// Sets the properties of a new operation from a `<{...}>` attribute.
    fn set_properties(
        &mut self,
        op: OpId,
        def: Option<&'a OpDef>,
        attr: Attribute,
        name: &[u8],
        loc: Location,
    ) -> PResult {
        let cx = self.p.cx;
        let value = match def {
            None => Some(attr),
            Some(d) => match crate::props::properties_from_attr(cx, d, attr) {
                Ok(v) => v,
                Err(m) => {
                    let a = oxmlir_ir::print::attr_to_string(cx, attr);
                    let dg = Diagnostic::error(loc, format!("invalid properties {a} for op {}: {m}", lossy(name)));
                    self.emit(dg);
                    return Err(());
                }
            },
        };
        // Inherent attributes given in the attribute dictionary (already
        // stored as properties at creation) fill the properties `<{...}>`
        // leaves unset; those it sets win.
        let value = match (def, self.ir.op_properties(op).ok().flatten()) {
            (Some(_), Some(given)) => {
                let mut entries: Vec<oxmlir_ir::NamedAttribute> = match value.map(|v| cx.attr_data(v)) {
                    Some(oxmlir_ir::AttrData::Dictionary(e)) => e.to_vec(),
                    _ => Vec::new(),
                };
                if let oxmlir_ir::AttrData::Dictionary(extra) = cx.attr_data(given) {
                    for na in extra.iter() {
                        if !entries.iter().any(|e| e.name == na.name) {
                            entries.push(*na);
                        }
                    }
                }
                (!entries.is_empty()).then(|| cx.dictionary_attr(&entries))
            }
            _ => value,
        };
        let _ = self.ir.set_op_properties(op, value);
        Ok(())
    }

    /// Creates an operation and inserts it at the insertion point.
    #[inline]
    pub(crate) fn create_and_insert(&mut self, st: OperationState) -> PResult<OpId> {
        let regions: SmallVec<[RegionId; 1]> =
            if st.regions.is_empty() { SmallVec::new() } else { st.regions.clone() };
        let op = match self.ir.create_op(self.p.cx, st) {
            Ok(op) => op,
            Err(e) => {
                self.error(format!("internal error creating the operation: {e}"));
                return Err(());
            }
        };
        if !regions.is_empty() {
            // The regions were parsed last, so they usually end the pending
            // list; otherwise a set keeps a long list linear.
            let tail = self.pending_regions.len().checked_sub(regions.len());
            if tail.is_some_and(|t| self.pending_regions[t..] == regions[..]) {
                self.pending_regions.truncate(tail.unwrap_or(0));
            } else if regions.len() <= 16 {
                self.pending_regions.retain(|r| !regions.contains(r));
            } else {
                let owned: hashbrown::HashSet<RegionId> = regions.iter().copied().collect();
                self.pending_regions.retain(|r| !owned.contains(r));
            }
        }
        if let Some(b) = self.insertion {
            let _ = self.ir.append_op(b, op);
        }
        Ok(op)
    }

    /// Everything after the operand list of the generic form (upstream's
    /// `parseGenericOperationAfterOpName`).
    fn parse_generic_after_operands(
        &mut self,
        st: &mut OperationState,
        def: Option<&'a OpDef>,
        operands: &[UnresolvedOperand],
    ) -> PResult {
        if self.p.at(Kind::LSquare) {
            if def.is_some_and(|d| !d.traits.has(Traits::TERMINATOR)) {
                self.error("successors in non-terminator");
                return Err(());
            }
            self.parse_successors(&mut st.successors)?;
        }
        if self.p.consume_if(Kind::Less) {
            let a = self.sub(|p| p.parse_attribute(None))?;
            st.properties = Some(a);
            self.expect(Kind::Greater, "expected '>' to close properties")?;
        }
        if self.p.consume_if(Kind::LParen) {
            loop {
                let r = self.ir.create_region();
                self.pending_regions.push(r);
                st.regions.push(r);
                self.parse_region(r, false)?;
                if !self.p.consume_if(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::RParen, "expected ')' to end region list")?;
        }
        if self.p.at(Kind::LBrace) {
            self.sub(|p| p.parse_attribute_dict(&mut st.attributes))?;
        }
        self.expect(Kind::Colon, "expected ':' followed by operation type")?;
        let type_pos = self.p.tok.start as usize;
        let mut inputs: SmallVec<[Type; 4]> = SmallVec::new();
        if self.p.at(Kind::LParen) {
            // A function type spelled out: only its types are needed.
            self.sub(|p| p.parse_function_type_parts(&mut inputs, &mut st.results))?;
        } else {
            let ty = self.sub(|p| p.parse_type())?;
            let oxmlir_ir::TypeData::Function { inputs: i, results } = self.p.cx.type_data(ty) else {
                self.error_at(type_pos, "expected function type");
                return Err(());
            };
            inputs.extend(i.iter().copied());
            st.results.extend(results.iter().copied());
        }
        if inputs.len() != operands.len() {
            // Upstream indexes `"s"` with the condition, which streams a NUL
            // character for a single operand; the message keeps it.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            self.error_at(
                type_pos,
                format!("expected {} operand type{plural} but had {}", operands.len(), inputs.len()),
            );
            return Err(());
        }
        for (u, t) in operands.iter().zip(inputs.iter()) {
            let v = self.resolve(*u, *t)?;
            st.operands.push(v);
        }
        Ok(())
    }

    fn parse_successors(&mut self, out: &mut SmallVec<[BlockId; 2]>) -> PResult {
        self.expect(Kind::LSquare, "expected '['")?;
        if self.p.at(Kind::RSquare) {
            self.wrong_token_error("expected list element");
            return Err(());
        }
        loop {
            out.push(self.parse_successor()?);
            if !self.p.consume_if(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::RSquare, "expected ',' or ']'")
    }

    /// `^name` as a successor.
    pub(crate) fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.p.at(Kind::CaretIdent) {
            self.wrong_token_error("expected block name");
            return Err(());
        }
        let name = self.p.spelling();
        let pos = self.p.tok.start;
        let b = self.block_named(name, pos);
        self.p.consume();
        Ok(b)
    }

    fn block_named(&mut self, name: &'a [u8], pos: u32) -> BlockId {
        let scope = self.blocks_by_name.last_mut().expect("scope");
        if let Some(BlockDef { block: Some(b), .. }) = scope.get(name) {
            return *b;
        }
        let b = self.ir.create_empty_block();
        self.blocks_by_name.last_mut().expect("scope").insert(name, BlockDef { block: Some(b), pos });
        self.forward_blocks.last_mut().expect("scope").push((b, pos));
        b
    }

    /// `loc(...)` on a custom parser's argument, recorded for when the
    /// argument is defined.
    pub(crate) fn parse_arg_location(&mut self) -> PResult<Option<u32>> {
        if !self.p.consume_if(Kind::KwLoc) {
            return Ok(None);
        }
        self.expect(Kind::LParen, "expected '(' in location")?;
        let t = self.p.tok;
        let l = if t.kind == Kind::HashIdent && !self.p.spelling().contains(&b'.') {
            let name = &self.p.spelling()[1..];
            self.p.consume();
            ArgLoc::Alias(t.start, name)
        } else {
            ArgLoc::Loc(self.sub(|p| p.parse_location_instance())?)
        };
        self.expect(Kind::RParen, "expected ')' in location")?;
        self.arg_locs.push(l);
        Ok(Some(self.arg_locs.len() as u32 - 1))
    }

    /// Applies a recorded argument location to a block argument.
    fn apply_arg_location(&mut self, arg: ValueId, rec: u32) -> PResult {
        match self.arg_locs.get(rec as usize).copied() {
            Some(ArgLoc::Loc(l)) => self.set_loc(LocTarget::Arg(arg), l),
            Some(ArgLoc::Alias(pos, name)) => match self.p.sym.attr_aliases.get(name).copied() {
                Some(a) => match self.p.cx.location_from_attr(a) {
                    Some(l) => self.set_loc(LocTarget::Arg(arg), l),
                    None => {
                        let s = oxmlir_ir::print::attr_to_string(self.p.cx, a);
                        self.error_at(pos as usize, format!("expected location, but found '{s}'"));
                        return Err(());
                    }
                },
                None => self.deferred_locs.push((LocTarget::Arg(arg), pos, name)),
            },
            None => {}
        }
        Ok(())
    }

    /// A region whose entry block takes `args` (upstream's `parseRegion`
    /// with entry arguments, no name shadowing).
    pub(crate) fn parse_region_with_args(&mut self, region: RegionId, args: &[oxmlir_ir::asm::Argument]) -> PResult {
        let start = self.p.tok.start;
        self.expect(Kind::LBrace, "expected '{' to begin a region")?;
        if args.is_empty() && self.p.at(Kind::RBrace) {
            self.p.consume();
            return Ok(());
        }
        let saved = self.insertion;
        self.push_scope(false);
        let entry = self.ir.create_empty_block();
        let _ = self.ir.region_append_block(region, entry);
        if args.first().is_some_and(|a| a.name.is_some()) {
            if self.p.at(Kind::CaretIdent) {
                self.error("invalid block name in region with named arguments");
                return Err(());
            }
            for a in args {
                let Some(u) = a.name else { continue };
                let key = crate::values::NameKey::of(self.name_of(u));
                if let Some(prev) = self.values.entries(key).get(u.number as usize).copied().filter(|d| d.value.is_some()) {
                    let name = lossy(self.name_of(u));
                    let mut d = self.p.diag_at(u.pos as usize, format!("region entry argument '{name}' is already in use"));
                    d.notes.push(self.p.note_at(prev.pos as usize, "previously referenced here"));
                    self.emit(d);
                    return Err(());
                }
                let loc = self.p.loc_at(u.pos as usize);
                let arg = self.ir.block_add_arg(entry, a.ty, loc).map_err(|_| ())?;
                if let Some(rec) = a.loc {
                    self.apply_arg_location(arg, rec)?;
                }
                self.add_definition(u, arg)?;
            }
        }
        let _ = start;
        self.parse_block(Some(entry), region)?;
        if !args.is_empty() && self.ir.block_num_args(entry).unwrap_or(0) > args.len() {
            self.error("entry block arguments were already defined");
            return Err(());
        }
        while !self.p.at(Kind::RBrace) {
            self.parse_block(None, region)?;
        }
        self.pop_scope()?;
        self.insertion = saved;
        self.p.consume();
        Ok(())
    }

    /// `loc(...)` after an operation or block argument.
    pub(crate) fn parse_trailing_location(&mut self, target: LocTarget) -> PResult {
        if !self.p.consume_if(Kind::KwLoc) {
            return Ok(());
        }
        self.expect(Kind::LParen, "expected '(' in location")?;
        let t = self.p.tok;
        let loc = if t.kind == Kind::HashIdent && !self.p.spelling().contains(&b'.') {
            let name = &self.p.spelling()[1..];
            self.p.consume();
            match self.p.sym.attr_aliases.get(name).copied() {
                Some(a) => match self.p.cx.location_from_attr(a) {
                    Some(l) => Some(l),
                    None => {
                        let s = oxmlir_ir::print::attr_to_string(self.p.cx, a);
                        self.error_at(t.start as usize, format!("expected location, but found '{s}'"));
                        return Err(());
                    }
                },
                None => {
                    self.deferred_locs.push((target, t.start, name));
                    None
                }
            }
        } else {
            Some(self.sub(|p| p.parse_location_instance())?)
        };
        self.expect(Kind::RParen, "expected ')' in location")?;
        if let Some(l) = loc {
            self.set_loc(target, l);
        }
        Ok(())
    }

    fn set_loc(&mut self, target: LocTarget, l: Location) {
        match target {
            LocTarget::Op(op) => {
                let _ = self.ir.set_op_loc(op, l);
            }
            LocTarget::Arg(v) => {
                let _ = self.ir.set_arg_loc(v, l);
            }
        }
    }

    // -- regions and blocks ------------------------------------------------------

    /// Parses `{ blocks }` into `region` (upstream's `parseRegion` without
    /// entry arguments).
    pub(crate) fn parse_region(&mut self, region: RegionId, isolated: bool) -> PResult {
        oxmlir_ir::support::stack::deep(|| self.parse_region_step(region, isolated))
    }

    fn parse_region_step(&mut self, region: RegionId, isolated: bool) -> PResult {
        let start = self.p.tok.start;
        self.expect(Kind::LBrace, "expected '{' to begin a region")?;
        if !self.p.at(Kind::RBrace) {
            self.parse_region_body(region, start, isolated)?;
        }
        self.p.consume();
        Ok(())
    }

    fn parse_region_body(&mut self, region: RegionId, _start: u32, isolated: bool) -> PResult {
        let saved = self.insertion;
        self.push_scope(isolated);
        let entry = self.ir.create_empty_block();
        let _ = self.ir.region_append_block(region, entry);
        self.parse_block(Some(entry), region)?;
        while !self.p.at(Kind::RBrace) {
            self.parse_block(None, region)?;
        }
        self.pop_scope()?;
        self.insertion = saved;
        Ok(())
    }

    fn parse_block(&mut self, given: Option<BlockId>, region: RegionId) -> PResult {
        if let Some(b) = given {
            if !self.p.at(Kind::CaretIdent) {
                return self.parse_block_body(b);
            }
        }
        let name_pos = self.p.tok.start;
        let name = self.p.spelling();
        if !self.p.at(Kind::CaretIdent) {
            self.wrong_token_error("expected block name");
            return Err(());
        }
        self.p.consume();
        let scope = self.blocks_by_name.last_mut().expect("scope");
        let def = scope.entry(name).or_insert(BlockDef { block: None, pos: name_pos });
        def.pos = name_pos;
        let block = match def.block {
            None => {
                let b = match given {
                    Some(b) => b,
                    None => {
                        let b = self.ir.create_empty_block();
                        let _ = self.ir.region_append_block(region, b);
                        b
                    }
                };
                self.blocks_by_name.last_mut().expect("scope").get_mut(name).expect("just inserted").block = Some(b);
                b
            }
            Some(b) => {
                let fwd = self.forward_blocks.last_mut().expect("scope");
                match fwd.iter().position(|(x, _)| *x == b) {
                    None => {
                        self.error_at(name_pos as usize, format!("redefinition of block '{}'", lossy(name)));
                        return Err(());
                    }
                    Some(i) => {
                        fwd.remove(i);
                        let _ = self.ir.region_append_block(region, b);
                        if let Some(g) = given {
                            // The pre-made entry block is not used.
                            let _ = self.ir.destroy_block(g);
                        }
                        b
                    }
                }
            }
        };
        if self.p.at(Kind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(Kind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult {
        self.insertion = Some(block);
        while !self.p.at(Kind::CaretIdent) && !self.p.at(Kind::RBrace) {
            self.parse_operation()?;
        }
        Ok(())
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult {
        if self.p.at(Kind::RBrace) {
            return Ok(());
        }
        let existing = self.ir.block_num_args(block).unwrap_or(0);
        let mut next = 0usize;
        self.expect(Kind::LParen, "expected '('")?;
        if self.p.consume_if(Kind::RParen) {
            return Ok(());
        }
        loop {
            let u = self.parse_ssa_use(true)?;
            self.expect(Kind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.sub(|p| p.parse_type())?;
            let arg = if existing != 0 {
                if next >= existing {
                    self.error("too many arguments specified in argument list");
                    return Err(());
                }
                let a = self.ir.block_arg(block, next).map_err(|_| ())?;
                next += 1;
                if self.ir.value_type(a).ok() != Some(ty) {
                    self.error("argument and block argument type mismatch");
                    return Err(());
                }
                a
            } else {
                let loc = self.p.loc_at(u.pos as usize);
                self.ir.block_add_arg(block, ty, loc).map_err(|_| ())?
            };
            self.parse_trailing_location(LocTarget::Arg(arg))?;
            self.add_definition(u, arg)?;
            if !self.p.consume_if(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::RParen, "expected ')'")
    }

    // -- custom operations -----------------------------------------------------

    fn parse_custom_operation(&mut self, result_ids: &ResultIds<'a>) -> PResult<OpId> {
        let cx = self.p.cx;
        let op_pos = self.p.tok.start as usize;
        let original = self.p.spelling();
        if original.is_empty() {
            self.error("empty operation name is invalid");
            return Err(());
        }
        self.p.consume();
        let default = self.p.default_dialects.last().copied().unwrap_or("");
        let (op_name, def) = match self.custom_names.get(&(original, default)) {
            Some(&r) => r,
            None => {
                let r = self.resolve_custom_name(original, op_pos)?;
                self.custom_names.insert((original, default), r);
                r
            }
        };
        if !def.has_custom_assembly() {
            self.error_at(op_pos, format!("custom op '{}' is unknown", lossy(original)));
            return Err(());
        }
        let _ = result_ids;
        let loc = self.p.loc_at(op_pos);
        self.p.default_dialects.push(def.default_dialect.unwrap_or(""));
        let saved = self.custom.replace(CustomOp {
            name: &def.name,
            name_pos: op_pos as u32,
            errors_before: self.error_count,
        });
        let mut st = OperationState::new(op_name, loc);
        let r = def.parse_custom(self, &mut st);
        let custom = std::mem::replace(&mut self.custom, saved);
        self.p.default_dialects.pop();
        let errors_before = custom.map_or(self.error_count, |c| c.errors_before);
        // As upstream, a custom parser may fail without a message (an
        // operation defined in IRDL has no custom form): the parse then
        // fails silently.
        if r.is_err() || self.error_count != errors_before {
            return Err(());
        }
        // Duplicate attributes.
        for (i, a) in st.attributes.iter().enumerate() {
            if st.attributes[..i].iter().any(|b| b.name == a.name) {
                let n = lossy(cx.bytes_of(a.name));
                self.error_at(op_pos, format!("custom op '{}' attribute '{n}' occurs more than once in the attribute list", def.name));
                return Err(());
            }
        }
        let props = st.properties.take();
        let op = self.create_and_insert(st)?;
        self.parse_trailing_location(LocTarget::Op(op))?;
        if let Some(pa) = props {
            self.set_properties(op, Some(def), pa, def.name.as_bytes(), loc)?;
        }
        Ok(op)
    }

    /// Resolves the name of a custom operation (as spelled, with the
    /// default dialect of the enclosing operation for names without a
    /// dot), loading its dialect; reports upstream's errors.
    fn resolve_custom_name(&mut self, original: &'a [u8], op_pos: usize) -> PResult<(OpName, &'a OpDef)> {
        let cx = self.p.cx;
        let orig_str = lossy(original);
        let mut full = orig_str.clone();
        let mut op_name = self.intern_op_name(original);
        let mut def = cx.op_name_info(op_name).def();
        if def.is_none() {
            let (dialect, has_dot) = match orig_str.find('.') {
                Some(i) => (orig_str[..i].to_string(), true),
                None => (self.p.default_dialects.last().copied().unwrap_or("").to_string(), false),
            };
            if !has_dot {
                full = format!("{dialect}.{orig_str}");
            }
            cx.get_or_load_dialect(&dialect);
            op_name = cx.op_name(full.as_bytes());
            def = cx.op_name_info(op_name).def();
            if def.is_none() {
                let mut d;
                if cx.loaded_dialect(&dialect).is_none() {
                    let mut msg = format!("Dialect `{dialect}' not found for custom op '{orig_str}' ");
                    if full != orig_str {
                        msg.push_str(&format!(" (tried '{full}' as well)"));
                    }
                    d = self.p.diag_at(op_pos, msg);
                    let mut names: Vec<String> = crate::available_dialects(cx);
                    names.sort();
                    let note = format!(
                        "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                        names.join(", ")
                    );
                    d.notes.push(self.p.note_at(op_pos, note));
                } else {
                    let mut msg = format!("custom op '{orig_str}' is unknown");
                    if full != orig_str {
                        msg.push_str(&format!(" (tried '{full}' as well)"));
                    }
                    d = self.p.diag_at(op_pos, msg);
                }
                self.emit(d);
                return Err(());
            }
        }
        match def {
            Some(d) => Ok((op_name, d)),
            None => Err(()),
        }
    }

    /// Parses a region for a custom parser into a new detached region.
    pub(crate) fn parse_new_region(&mut self) -> PResult<RegionId> {
        let r = self.ir.create_region();
        self.pending_regions.push(r);
        self.parse_region(r, false)?;
        Ok(r)
    }

    // -- end of input ------------------------------------------------------------

    /// Checks what is left at the end of the input (upstream's `finalize`):
    /// undefined values, deferred location aliases, undefined blocks.
    pub fn finalize(&mut self) -> PResult {
        if !self.placeholders.is_empty() {
            let mut errs: Vec<u32> = self.placeholders.values().map(|&(p, _)| p).collect();
            errs.sort();
            for p in errs {
                self.error_at(p as usize, "use of undeclared SSA value name");
            }
            return Err(());
        }
        let deferred = std::mem::take(&mut self.deferred_locs);
        for (target, pos, name) in deferred {
            let Some(&a) = self.p.sym.attr_aliases.get(name) else {
                self.error_at(pos as usize, "operation location alias was never defined");
                return Err(());
            };
            let Some(l) = self.p.cx.location_from_attr(a) else {
                let s = oxmlir_ir::print::attr_to_string(self.p.cx, a);
                self.error_at(pos as usize, format!("expected location, but found '{s}'"));
                return Err(());
            };
            self.set_loc(target, l);
        }
        self.pop_scope()
    }

    /// Frees what a failed parse left behind: placeholders, detached
    /// regions and forward-referenced blocks.
    pub fn cleanup(&mut self) {
        for (_, (_, op)) in self.placeholders.drain() {
            let _ = self.ir.erase_op(op);
        }
        for r in std::mem::take(&mut self.pending_regions) {
            if matches!(self.ir.region_parent(r), Ok(None)) {
                let _ = self.ir.destroy_region(r);
            }
        }
        for scope in std::mem::take(&mut self.forward_blocks) {
            for (b, _) in scope {
                if matches!(self.ir.block_parent_region(b), Ok(None)) {
                    let _ = self.ir.destroy_block(b);
                }
            }
        }
    }

    /// Resolves a list of operands against types (for custom parsers).
    pub(crate) fn resolve_all(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: u32,
        out: &mut SmallVec<[ValueId; 4]>,
    ) -> PResult {
        if operands.len() != types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            );
            self.custom_error_at(pos as usize, &msg);
            return Err(());
        }
        for (u, t) in operands.iter().zip(types) {
            let v = self.resolve(*u, *t)?;
            out.push(v);
        }
        Ok(())
    }

    /// An error with the `custom op '<name>' ` prefix when a custom hook is
    /// running.
    pub(crate) fn custom_error_at(&mut self, pos: usize, msg: &str) {
        let text = match &self.custom {
            Some(c) => format!("custom op '{}' {msg}", c.name),
            None => msg.to_string(),
        };
        self.error_at(pos, text);
    }

    /// Parses `{...}` attributes for a custom parser.
    pub(crate) fn parse_attr_dict_into(&mut self, attrs: &mut oxmlir_ir::ir::AttrList) -> PResult {
        self.sub(|p| p.parse_attribute_dict(attrs))
    }

    /// Parses a comma list for a custom parser.
    pub(crate) fn parse_operand_list_delim(
        &mut self,
        delim: Delimiter,
        allow_result_number: bool,
        required: Option<usize>,
        out: &mut Vec<UnresolvedOperand>,
    ) -> PResult {
        let start = self.p.tok.start;
        let first = out.len();
        if delim == Delimiter::None {
            if !self.p.at(Kind::PercentIdent) {
                match required {
                    None | Some(0) => return Ok(()),
                    Some(_) if self.p.at(Kind::LParen) || self.p.at(Kind::LSquare) => {
                        self.error("unexpected delimiter");
                    }
                    Some(_) => self.wrong_token_error("expected operand"),
                }
                return Err(());
            }
            loop {
                out.push(self.parse_ssa_use(allow_result_number)?);
                if !self.p.consume_if(Kind::Comma) {
                    break;
                }
            }
        } else {
            self.parse_delimited_operands(delim, allow_result_number, out)?;
        }
        match required {
            Some(n) if out.len() - first != n => {
                self.custom_error_at(start as usize, &format!("expected {n} operands"));
                Err(())
            }
            _ => Ok(()),
        }
    }

    fn parse_delimited_operands(
        &mut self,
        delim: Delimiter,
        allow_result_number: bool,
        out: &mut Vec<UnresolvedOperand>,
    ) -> PResult {
        let (open, close) = match delim {
            Delimiter::Paren | Delimiter::OptionalParen => (Kind::LParen, Kind::RParen),
            Delimiter::Square | Delimiter::OptionalSquare => (Kind::LSquare, Kind::RSquare),
            Delimiter::LessGreater | Delimiter::OptionalLessGreater => (Kind::Less, Kind::Greater),
            _ => (Kind::LBrace, Kind::RBrace),
        };
        let optional = matches!(
            delim,
            Delimiter::OptionalParen | Delimiter::OptionalSquare | Delimiter::OptionalLessGreater | Delimiter::OptionalBraces
        );
        if optional && !self.p.at(open) {
            return Ok(());
        }
        self.expect(open, &format!("expected '{}' in operand list", open.spelling()))?;
        if self.p.consume_if(close) {
            return Ok(());
        }
        loop {
            out.push(self.parse_ssa_use(allow_result_number)?);
            if !self.p.consume_if(Kind::Comma) {
                break;
            }
        }
        self.expect(close, &format!("expected '{}' in operand list", close.spelling()))
    }

    /// Adds an empty block to a region without blocks.
    pub(crate) fn ensure_block(&mut self, region: RegionId) {
        if matches!(self.ir.region_first_block(region), Ok(None)) {
            let b = self.ir.create_empty_block();
            let _ = self.ir.region_append_block(region, b);
        }
    }
}

/// Bytes as text for messages.
pub(crate) fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
