//! Affine maps: construction (upstream's `AffineMap::get` and its named
//! constructors), queries and the rewrites the C API exposes.

use super::{AffineExpr, AffineExprData, AffineMap};
use crate::context::Context;

impl Context {
    /// The map `(d0, ..., d<num_dims-1>)[s0, ...] -> (results...)`
    /// (upstream's `AffineMap::get`). As upstream's release builds, the
    /// results are not checked against the numbers of dimensions and
    /// symbols.
    pub fn affine_map(&self, num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> AffineMap {
        let hash = super::map_hash(self, num_dims, num_symbols, results);
        let idx = self.affine_maps.intern(
            hash,
            |m| m.num_dims == num_dims && m.num_symbols == num_symbols && *m.results == *results,
            || super::AffineMapData { num_dims, num_symbols, results: results.into() },
        );
        AffineMap(self.uniqued_handle(crate::support::handle::UniquedKind::AffineMap, idx))
    }

    /// `() -> ()`: no dimensions, symbols or results.
    pub fn empty_affine_map(&self) -> AffineMap {
        self.affine_map(0, 0, &[])
    }

    /// A map with the given dimensions and symbols and no results.
    pub fn zero_result_affine_map(&self, num_dims: u32, num_symbols: u32) -> AffineMap {
        self.affine_map(num_dims, num_symbols, &[])
    }

    /// `() -> (value)`.
    pub fn constant_affine_map(&self, value: i64) -> AffineMap {
        let c = self.affine_constant_expr(value);
        self.affine_map(0, 0, &[c])
    }

    /// `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)`.
    pub fn multi_dim_identity_map(&self, num_dims: u32) -> AffineMap {
        let dims: Vec<AffineExpr> = (0..num_dims).map(|i| self.affine_dim_expr(i)).collect();
        self.affine_map(num_dims, 0, &dims)
    }

    /// The identity on the `results` most minor dimensions: `(d0, ...,
    /// d<dims-1>) -> (d<dims-results>, ..., d<dims-1>)`. `None` if `results
    /// > dims` (upstream asserts).
    pub fn minor_identity_map(&self, dims: u32, results: u32) -> Option<AffineMap> {
        if results > dims {
            return None;
        }
        let exprs: Vec<AffineExpr> = (dims - results..dims).map(|i| self.affine_dim_expr(i)).collect();
        Some(self.affine_map(dims, 0, &exprs))
    }

    /// The map `(d0, ..., d<max>) -> (d<p0>, d<p1>, ...)` of a permutation
    /// (upstream's `AffineMap::getPermutationMap`). `None` for an empty
    /// permutation. As upstream's release builds, a vector that is not a
    /// permutation still gives its map.
    pub fn permutation_map(&self, permutation: &[u32]) -> Option<AffineMap> {
        let max = *permutation.iter().max()?;
        let exprs: Vec<AffineExpr> = permutation.iter().map(|&p| self.affine_dim_expr(p)).collect();
        Some(self.affine_map(max.wrapping_add(1), 0, &exprs))
    }

    /// Number of dimensions of a map.
    pub fn affine_map_num_dims(&self, map: AffineMap) -> u32 {
        self.try_affine_map_data(map).map_or(0, |d| d.num_dims)
    }

    /// Number of symbols of a map.
    pub fn affine_map_num_symbols(&self, map: AffineMap) -> u32 {
        self.try_affine_map_data(map).map_or(0, |d| d.num_symbols)
    }

    /// Number of inputs (dimensions and symbols) of a map, wrapping as
    /// upstream's `unsigned`.
    pub fn affine_map_num_inputs(&self, map: AffineMap) -> u32 {
        self.affine_map_num_dims(map).wrapping_add(self.affine_map_num_symbols(map))
    }

    /// The results of a map.
    pub fn affine_map_results(&self, map: AffineMap) -> &[AffineExpr] {
        self.try_affine_map_data(map).map_or(&[], |d| &d.results)
    }

    /// Whether the results are `d0, ..., d<n-1>` for the `n` dimensions
    /// (upstream's `isIdentity`; symbols are allowed).
    pub fn is_identity_map(&self, map: AffineMap) -> bool {
        let results = self.affine_map_results(map);
        results.len() == self.affine_map_num_dims(map) as usize
            && results
                .iter()
                .enumerate()
                .all(|(i, &e)| self.affine_expr_data(e) == AffineExprData::Dim(i as u32))
    }

    /// Whether the map is the identity on its most minor dimensions, with no
    /// symbols (upstream's `isMinorIdentity`).
    pub fn is_minor_identity_map(&self, map: AffineMap) -> bool {
        let dims = self.affine_map_num_dims(map);
        let results = self.affine_map_results(map).len();
        results <= dims as usize && self.minor_identity_map(dims, results as u32) == Some(map)
    }

    /// Whether the map has no dimensions, symbols or results.
    pub fn is_empty_affine_map(&self, map: AffineMap) -> bool {
        self.affine_map_num_dims(map) == 0
            && self.affine_map_num_symbols(map) == 0
            && self.affine_map_results(map).is_empty()
    }

    /// Whether the map has exactly one result, a constant.
    pub fn is_single_constant_map(&self, map: AffineMap) -> bool {
        self.single_constant_result(map).is_some()
    }

    /// The value of the single constant result, if the map has one.
    pub fn single_constant_result(&self, map: AffineMap) -> Option<i64> {
        match self.affine_map_results(map) {
            [e] => self.const_value(*e),
            _ => None,
        }
    }

    /// Whether the map has no symbols and its results are distinct
    /// dimensions, or zeros when `allow_zero_in_results`, no more of them
    /// than inputs (upstream's `isProjectedPermutation`).
    pub fn is_projected_permutation(&self, map: AffineMap, allow_zero_in_results: bool) -> bool {
        if self.affine_map_num_symbols(map) > 0 {
            return false;
        }
        let results = self.affine_map_results(map);
        let inputs = self.affine_map_num_inputs(map) as usize;
        if results.len() > inputs {
            return false;
        }
        let mut seen = vec![false; inputs];
        for &e in results {
            match self.affine_expr_data(e) {
                AffineExprData::Dim(p) => match seen.get_mut(p as usize) {
                    Some(s) if !*s => *s = true,
                    _ => return false,
                },
                AffineExprData::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// Whether the map is a permutation of its dimensions, without symbols.
    pub fn is_permutation_map(&self, map: AffineMap) -> bool {
        self.affine_map_num_dims(map) as usize == self.affine_map_results(map).len()
            && self.is_projected_permutation(map, false)
    }

    /// The map with the results at `positions` (upstream's `getSubMap`);
    /// `None` if a position is out of range.
    pub fn affine_sub_map(&self, map: AffineMap, positions: &[u32]) -> Option<AffineMap> {
        let results = self.affine_map_results(map);
        let exprs: Option<Vec<AffineExpr>> = positions.iter().map(|&p| results.get(p as usize).copied()).collect();
        Some(self.affine_map(self.affine_map_num_dims(map), self.affine_map_num_symbols(map), &exprs?))
    }

    /// The map with its first `n` results (upstream's `getMajorSubMap`):
    /// `None` (the null map) for `n == 0`, the map itself when `n` is at
    /// least its number of results.
    pub fn affine_major_sub_map(&self, map: AffineMap, n: u32) -> Option<AffineMap> {
        let results = self.affine_map_results(map);
        if n == 0 {
            return None;
        }
        if n as usize > results.len() {
            return Some(map);
        }
        Some(self.affine_map(self.affine_map_num_dims(map), self.affine_map_num_symbols(map), &results[..n as usize]))
    }

    /// The map with its last `n` results (upstream's `getMinorSubMap`), with
    /// the conventions of [`Context::affine_major_sub_map`].
    pub fn affine_minor_sub_map(&self, map: AffineMap, n: u32) -> Option<AffineMap> {
        let results = self.affine_map_results(map);
        if n == 0 {
            return None;
        }
        if n as usize > results.len() {
            return Some(map);
        }
        let start = results.len() - n as usize;
        Some(self.affine_map(self.affine_map_num_dims(map), self.affine_map_num_symbols(map), &results[start..]))
    }

    /// The map whose results are those of `map` with every occurrence of
    /// `expr` replaced by `replacement`, with the given numbers of
    /// dimensions and symbols (upstream's `AffineMap::replace`).
    pub fn replace_in_affine_map(
        &self,
        map: AffineMap,
        expr: AffineExpr,
        replacement: AffineExpr,
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> AffineMap {
        let results: Vec<AffineExpr> = self
            .affine_map_results(map)
            .iter()
            .map(|&e| self.replace_affine_expr(e, expr, replacement))
            .collect();
        self.affine_map(num_result_dims, num_result_symbols, &results)
    }

    /// The map whose results are those of `map` with `d<i>` replaced by
    /// `dims[i]` and `s<i>` by `symbols[i]` (upstream's
    /// `AffineMap::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols_in_map(
        &self,
        map: AffineMap,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> AffineMap {
        let results: Vec<AffineExpr> = self
            .affine_map_results(map)
            .iter()
            .map(|&e| self.replace_dims_and_symbols(e, dims, symbols))
            .collect();
        self.affine_map(num_result_dims, num_result_symbols, &results)
    }

    /// The map with the symbols its results do not use dropped and the
    /// others renumbered in order (upstream's `compressUnusedSymbols`).
    pub fn compress_unused_symbols_map(&self, map: AffineMap) -> AffineMap {
        let num_symbols = self.affine_map_num_symbols(map) as usize;
        let results = self.affine_map_results(map);
        let mut used = vec![false; num_symbols];
        for &e in results {
            let _ = self.walk_affine_expr(e, &mut |x| {
                if let AffineExprData::Symbol(p) = self.affine_expr_data(x) {
                    if let Some(u) = used.get_mut(p as usize) {
                        *u = true;
                    }
                }
                std::ops::ControlFlow::<()>::Continue(())
            });
        }
        let mut next = 0u32;
        let replacements: Vec<AffineExpr> = used
            .iter()
            .map(|&u| {
                if u {
                    next += 1;
                    self.affine_symbol_expr(next - 1)
                } else {
                    self.affine_constant_expr(0)
                }
            })
            .collect();
        let results: Vec<AffineExpr> =
            results.iter().map(|&e| self.replace_dims_and_symbols(e, &[], &replacements)).collect();
        self.affine_map(self.affine_map_num_dims(map), next, &results)
    }

    /// Drops the symbols none of `maps` uses and renumbers the others, the
    /// same way in every map (upstream's `compressUnusedSymbols` on a list).
    /// `None` if the maps do not all have the same numbers of dimensions and
    /// symbols (upstream asserts).
    pub fn compress_unused_symbols(&self, maps: &[AffineMap]) -> Option<Vec<AffineMap>> {
        let Some(&first) = maps.first() else { return Some(Vec::new()) };
        let num_dims = self.affine_map_num_dims(first);
        let num_symbols = self.affine_map_num_symbols(first);
        if maps
            .iter()
            .any(|&m| self.affine_map_num_dims(m) != num_dims || self.affine_map_num_symbols(m) != num_symbols)
        {
            return None;
        }
        let all: Vec<AffineExpr> = maps.iter().flat_map(|&m| self.affine_map_results(m).iter().copied()).collect();
        let unified = self.compress_unused_symbols_map(self.affine_map(num_dims, num_symbols, &all));
        let unified_dims = self.affine_map_num_dims(unified);
        let unified_symbols = self.affine_map_num_symbols(unified);
        let mut rest = self.affine_map_results(unified);
        let mut out = Vec::with_capacity(maps.len());
        for &m in maps {
            let n = self.affine_map_results(m).len().min(rest.len());
            let (mine, tail) = rest.split_at(n);
            out.push(self.affine_map(unified_dims, unified_symbols, mine));
            rest = tail;
        }
        Some(out)
    }
}
