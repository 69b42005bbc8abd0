//! Tests of the builtin types: uniquing under contention, canonicalization,
//! verification messages and memref strides. Expected texts and numbers
//! are what upstream MLIR 22 prints/returns for the same constructions.

use super::*;
use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprData, AffineMapData};
use crate::attrs::AttrData;
use crate::print::type_to_string;

/// Builds one type of a family of `n` distinct values, exercising every
/// constructor; `i` picks the member.
fn make(cx: &Context, i: usize) -> Type {
    let w = (i % 97) as u32;
    let f32 = cx.float_type(FloatKind::F32);
    let i32 = cx.int(32);
    let shape = [(i % 5) as i64 + 1, DYNAMIC, (i % 3) as i64];
    match i % 13 {
        0 => cx.integer_type(w, Signedness::Signless),
        1 => cx.integer_type(w, Signedness::Signed),
        2 => cx.integer_type(w + 1000, Signedness::Unsigned),
        3 => cx.float_type(FloatKind::ALL[i % FloatKind::ALL.len()]),
        4 => cx.complex_type(cx.int(w)),
        5 => cx.vector_type(&[w as i64 + 1, 4], &[i.is_multiple_of(2), false], f32),
        6 => cx.ranked_tensor_type(&shape, cx.int(w), None),
        7 => cx.unranked_tensor_type(cx.int(w)),
        8 => cx.memref_type(&shape[..(i % 4).min(3)], cx.int(w), None, None),
        9 => cx.unranked_memref_type(cx.int(w), Some(cx.integer_attr(cx.int(64), (i % 3) as i64))),
        10 => cx.tuple_type(&[cx.int(w), f32, cx.index_type()]),
        11 => cx.function_type(&[cx.int(w)], &[i32, cx.none_type()]),
        _ => cx.opaque_type(b"dialect", format!("t{w}").as_bytes()),
    }
}

#[test]
fn concurrent_creation_gives_one_handle_per_value() {
    const THREADS: usize = 8;
    const VALUES: usize = 13 * 97 * 2;
    let cx = Context::new();
    let cx: &Context = &cx;
    // Every thread creates every value (in a thread-specific order), plus
    // values only it creates.
    let per_thread: Vec<(Vec<Type>, Vec<Type>)> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..THREADS)
            .map(|t| {
                s.spawn(move || {
                    let mut shared = vec![None; VALUES];
                    for pass in 0..3 {
                        for k in 0..VALUES {
                            let i = (k * 7 + t * 131 + pass) % VALUES;
                            let ty = make(cx, i);
                            assert!(shared[i].is_none_or(|prev| prev == ty), "a value changed handle");
                            shared[i] = Some(ty);
                        }
                    }
                    let own: Vec<Type> = (0..50)
                        .map(|k| cx.opaque_type(format!("t{t}").as_bytes(), format!("{k}").as_bytes()))
                        .collect();
                    (shared.into_iter().map(|x| x.expect("made")).collect(), own)
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().expect("thread")).collect()
    });
    let (first, _) = &per_thread[0];
    for (shared, _) in &per_thread {
        assert_eq!(shared, first, "threads disagree on the handle of a value");
    }
    // Distinct values have distinct handles: handles and texts correspond
    // one to one.
    let mut by_text = std::collections::HashMap::new();
    for &t in first {
        let text = type_to_string(cx, t);
        if let Some(prev) = by_text.insert(text.clone(), t) {
            assert_eq!(prev, t, "{text} has two handles");
        }
    }
    let distinct: std::collections::HashSet<Type> = first.iter().copied().collect();
    assert_eq!(distinct.len(), by_text.len());
    let mut own: Vec<Type> = per_thread.iter().flat_map(|(_, o)| o.iter().copied()).collect();
    own.sort();
    own.dedup();
    assert_eq!(own.len(), THREADS * 50, "per-thread values collided");
    // Created again after the race, every value finds its handle.
    for (i, &t) in first.iter().enumerate() {
        assert_eq!(make(cx, i), t);
    }
}

/// Integer types through the context's direct-mapped cache: every width
/// and signedness gets one type, also for keys that share a cache slot
/// (widths 512 apart) and evict each other.
#[test]
fn integer_types_are_unique_through_the_cache() {
    let cx = Context::new();
    let signs = [Signedness::Signless, Signedness::Signed, Signedness::Unsigned];
    let mut first = std::collections::HashMap::new();
    for round in 0..3 {
        for w in [1u32, 7, 32, 64, 169, 170, 1000, 1512, 2024, 16_777_215] {
            for s in signs {
                let t = cx.integer_type(w, s);
                assert_eq!(*first.entry((w, s)).or_insert(t), t, "round {round}: width {w} {s:?}");
                assert!(matches!(cx.type_data(t), TypeData::Integer { width, signedness } if *width == w && *signedness == s));
            }
        }
    }
    let distinct: std::collections::HashSet<Type> = first.values().copied().collect();
    assert_eq!(distinct.len(), first.len());
}

#[test]
fn printing_of_every_kind() {
    let cx = Context::new();
    let f32 = cx.float_type(FloatKind::F32);
    let i64 = cx.int(64);
    let cases: Vec<(Type, &str)> = vec![
        (cx.integer_type(7, Signedness::Signed), "si7"),
        (cx.integer_type(1, Signedness::Unsigned), "ui1"),
        (cx.float_type(FloatKind::F8E4M3B11FNUZ), "f8E4M3B11FNUZ"),
        (cx.float_type(FloatKind::F80), "f80"),
        (cx.vector_type(&[2, 3, 4], &[false, true, false], f32), "vector<2x[3]x4xf32>"),
        (cx.vector_type(&[], &[], f32), "vector<f32>"),
        (cx.ranked_tensor_type(&[DYNAMIC, 3], f32, Some(cx.string_attr(b"enc"))), "tensor<?x3xf32, \"enc\">"),
        (cx.unranked_tensor_type(cx.complex_type(f32)), "tensor<*xcomplex<f32>>"),
        (cx.memref_type(&[2], f32, None, Some(cx.integer_attr(i64, 0))), "memref<2xf32>"),
        (cx.memref_type(&[2], f32, None, Some(cx.integer_attr(i64, 3))), "memref<2xf32, 3>"),
        (cx.memref_type(&[2], f32, None, Some(cx.integer_attr(cx.int(32), 3))), "memref<2xf32, 3 : i32>"),
        (cx.unranked_memref_type(f32, Some(cx.integer_attr(cx.int(32), 0))), "memref<*xf32>"),
        (cx.function_type(&[], &[cx.function_type(&[], &[])]), "() -> (() -> ())"),
        (cx.tuple_type(&[]), "tuple<>"),
        (cx.opaque_type(b"foo", b"a<b>>"), "!foo.a<b>>"),
        (cx.opaque_type(b"foo", b"a b"), "!foo<a b>"),
    ];
    for (t, text) in cases {
        assert_eq!(type_to_string(&cx, t), text);
    }
}

#[test]
fn memref_defaults_are_canonical() {
    let cx = Context::new();
    let f32 = cx.float_type(FloatKind::F32);
    let plain = cx.memref_type(&[3, 4], f32, None, None);
    let explicit = cx.memref_type(&[3, 4], f32, Some(cx.identity_layout(2)), Some(cx.integer_attr(cx.index_type(), 0)));
    assert_eq!(plain, explicit);
    assert_eq!(cx.memref_layout(plain), Some(cx.identity_layout(2)));
    assert!(matches!(cx.type_data(plain), TypeData::MemRef { memory_space: None, .. }));
    // Owned values and borrowed keys find the same types.
    let owned =
        cx.intern_type(TypeData::Vector { shape: Box::new([2, 3]), scalable: Box::new([true, false]), elem: f32 });
    assert_eq!(owned, cx.vector_type(&[2, 3], &[true, false], f32));
    assert_eq!(cx.intern_type(TypeData::Tuple(Box::new([f32]))), cx.tuple_type(&[f32]));
    // An all-false scalability list is the same as none.
    assert_eq!(cx.vector_type(&[2], &[false], f32), cx.vector_type(&[2], &[], f32));
}

#[test]
fn verification_messages() {
    let cx = Context::new();
    let f32 = cx.float_type(FloatKind::F32);
    let none = cx.none_type();
    let err = |k: TypeKey<'_>| cx.verify_type_key(k).err();
    assert_eq!(
        err(TypeKey::Vector { shape: &[2, 0], scalable: &[false, false], elem: f32 }).as_deref(),
        Some("vector types must have positive constant sizes but got 2, 0")
    );
    assert_eq!(
        err(TypeKey::Vector { shape: &[0], scalable: &[false], elem: none }).as_deref(),
        Some("failed to verify 'elementType': VectorElementTypeInterface instance")
    );
    assert_eq!(
        err(TypeKey::RankedTensor { shape: &[1], elem: none, encoding: None }).as_deref(),
        Some("invalid tensor element type: 'none'")
    );
    assert_eq!(
        err(TypeKey::Integer { width: 1 << 24, signedness: Signedness::Signless }).as_deref(),
        Some("integer bitwidth is limited to 16777215 bits")
    );
    assert_eq!(err(TypeKey::Complex(cx.index_type())).as_deref(), Some("invalid element type for complex"));
    let layout = cx.identity_layout(3);
    assert_eq!(
        err(TypeKey::MemRef { shape: &[1, 2], elem: f32, layout, memory_space: None }).as_deref(),
        Some("memref layout mismatch between rank and affine map: 2 != 3")
    );
    let strided = cx.intern_attr(AttrData::StridedLayout { offset: 0, strides: Box::new([1]) });
    assert_eq!(
        err(TypeKey::MemRef { shape: &[1, 2], elem: f32, layout: strided, memory_space: None }).as_deref(),
        Some("expected the number of strides to match the rank")
    );
    assert_eq!(
        err(TypeKey::UnrankedMemRef { elem: f32, memory_space: Some(cx.unit_attr()) }).as_deref(),
        Some("unsupported memory space Attribute")
    );
    // The checked constructor reports at the location and returns nothing.
    assert_eq!(cx.vector_type_checked(cx.unknown_loc(), &[0], &[], f32), None);
    assert!(cx.vector_type_checked(cx.unknown_loc(), &[1], &[], f32).is_some());
}

/// Affine expression builders for the strides tests.
struct E<'a>(&'a Context);

impl E<'_> {
    fn d(&self, p: u32) -> AffineExpr {
        self.0.intern_affine_expr(AffineExprData::Dim(p))
    }
    fn s(&self, p: u32) -> AffineExpr {
        self.0.intern_affine_expr(AffineExprData::Symbol(p))
    }
    fn c(&self, v: i64) -> AffineExpr {
        self.0.intern_affine_expr(AffineExprData::Constant(v))
    }
    fn bin(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.0.intern_affine_expr(AffineExprData::Binary { op, lhs, rhs })
    }
    fn add(&self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        self.bin(AffineBinaryOp::Add, a, b)
    }
    fn mul(&self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        self.bin(AffineBinaryOp::Mul, a, b)
    }
    /// A 2-d memref of shape 3x4 laid out by `(d0, d1)[syms] -> (e)`.
    fn memref(&self, syms: u32, e: AffineExpr) -> Type {
        let map = self.0.intern_affine_map(AffineMapData { num_dims: 2, num_symbols: syms, results: Box::new([e]) });
        let layout = self.0.intern_attr(AttrData::AffineMap(map));
        self.0.memref_type(&[3, 4], self.0.float_type(FloatKind::F32), Some(layout), None)
    }
}

#[test]
fn strides_and_offsets() {
    let cx = Context::new();
    let f32 = cx.float_type(FloatKind::F32);
    let so = |t| cx.memref_strides_and_offset(t);
    // Identity layouts: row-major, poisoned left of `?` and 0 sizes.
    assert_eq!(so(cx.memref_type(&[3, DYNAMIC, 5], f32, None, None)), Some((vec![DYNAMIC, 5, 1], 0)));
    assert_eq!(so(cx.memref_type(&[5, 0], f32, None, None)), Some((vec![DYNAMIC, 1], 0)));
    assert_eq!(so(cx.memref_type(&[], f32, None, None)), Some((vec![], 0)));
    // Strided layouts give their values.
    let strided = cx.intern_attr(AttrData::StridedLayout { offset: DYNAMIC, strides: Box::new([DYNAMIC, 1]) });
    assert_eq!(so(cx.memref_type(&[3, 4], f32, Some(strided), None)), Some((vec![DYNAMIC, 1], DYNAMIC)));
    let e = E(&cx);
    let (d0, d1, s0, s1) = (e.d(0), e.d(1), e.s(0), e.s(1));
    let modulo = |a, b| e.bin(AffineBinaryOp::Mod, a, b);
    // (d0 * 8 + d1 + s0)
    let t = e.memref(1, e.add(e.add(e.mul(d0, e.c(8)), d1), s0));
    assert_eq!(so(t), Some((vec![8, 1], DYNAMIC)));
    // (d0 * s0 + d1)
    assert_eq!(so(e.memref(1, e.add(e.mul(d0, s0), d1))), Some((vec![DYNAMIC, 1], 0)));
    // (d0 mod 8 + d1)
    assert_eq!(so(e.memref(0, e.add(modulo(d0, e.c(8)), d1))), None);
    // (d1) and (5)
    assert_eq!(so(e.memref(0, d1)), Some((vec![0, 1], 0)));
    assert_eq!(so(e.memref(0, e.c(5))), Some((vec![0, 0], 5)));
    // ((d0 + d1) * 3)
    assert_eq!(so(e.memref(0, e.mul(e.add(d0, d1), e.c(3)))), Some((vec![3, 3], 0)));
    // ((d0 + s0) * s1)
    assert_eq!(so(e.memref(2, e.mul(e.add(d0, s0), s1))), Some((vec![DYNAMIC, 0], DYNAMIC)));
    // (d0 * s0 + s1 mod 3)
    assert_eq!(so(e.memref(2, e.add(e.mul(d0, s0), modulo(s1, e.c(3))))), None);
    // (d0 + s0 mod 4) fails, (d0 + (s0 mod 4) * 3) has a dynamic offset.
    assert_eq!(so(e.memref(1, e.add(d0, modulo(s0, e.c(4))))), None);
    assert_eq!(so(e.memref(1, e.add(d0, e.mul(modulo(s0, e.c(4)), e.c(3))))), Some((vec![1, 0], DYNAMIC)));
    // (d0 * s0 + d1 - d0 * s0): the semi-affine stride cancels.
    let ds = e.mul(d0, s0);
    assert_eq!(so(e.memref(1, e.add(e.add(ds, d1), e.mul(ds, e.c(-1))))), Some((vec![0, 1], 0)));
    // Two results that are not the identity.
    let map = cx.intern_affine_map(AffineMapData { num_dims: 2, num_symbols: 0, results: Box::new([d1, d0]) });
    let t = cx.memref_type(&[3, 4], f32, Some(cx.intern_attr(AttrData::AffineMap(map))), None);
    assert_eq!(so(t), None);
}

/// An affine map as text.
fn map_text(cx: &Context, map: crate::affine::AffineMap) -> String {
    let mut p = crate::print::Printer::standalone(cx, crate::print::Out::buffer());
    p.print_affine_map(map);
    std::mem::replace(&mut p.out, crate::print::Out::buffer()).into_string()
}

#[test]
fn strided_layout_maps() {
    // What upstream's mlirMemRefTypeGetAffineMap prints for these layouts.
    let cx = Context::new();
    let cases: [(i64, &[i64], &str); 7] = [
        (DYNAMIC, &[DYNAMIC, 1], "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)"),
        (DYNAMIC, &[DYNAMIC, DYNAMIC], "(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)"),
        (5, &[1, 7], "(d0, d1) -> (d0 + d1 * 7 + 5)"),
        (3, &[-4, 2], "(d0, d1) -> (d0 * -4 + d1 * 2 + 3)"),
        (5, &[], "() -> (5)"),
        (0, &[1], "(d0) -> (d0)"),
        (0, &[0, 0], "(d0, d1) -> (0)"),
    ];
    for (offset, strides, text) in cases {
        assert_eq!(map_text(&cx, cx.strided_layout_map(offset, strides)), text);
    }
    let strided = cx.intern_attr(AttrData::StridedLayout { offset: 5, strides: Box::new([1, 7]) });
    let t = cx.memref_type(&[3, 4], cx.float_type(FloatKind::F32), Some(strided), None);
    assert_eq!(cx.memref_affine_map(t), Some(cx.strided_layout_map(5, &[1, 7])));
    let plain = cx.memref_type(&[3, 4], cx.float_type(FloatKind::F32), None, None);
    assert_eq!(cx.memref_affine_map(plain), Some(cx.multi_dim_identity_map(2)));
}
