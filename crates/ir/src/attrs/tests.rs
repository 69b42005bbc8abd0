//! Uniquing of attributes under concurrency.

use super::*;
use crate::types::{FloatKind, TypeData};

/// Builds the same family of attributes from a seed; equal seeds give
/// equal values.
fn build(cx: &Context, i: u64) -> Vec<Attribute> {
    let i32t = cx.int(32);
    let t = cx.intern_type(TypeData::RankedTensor { shape: Box::new([4]), elem: i32t, encoding: None });
    let raw: Vec<u8> = (0..4).flat_map(|k| ((i as i32) * 10 + k).to_le_bytes()).collect();
    let dense = cx.dense_elements_from_raw(t, &raw).unwrap();
    let splat = cx.dense_elements_from_raw(t, &(i as i32).to_le_bytes()).unwrap();
    let s = format!("name{i}");
    let strs = cx.dense_string_elements(t, &[s.as_bytes(), b"x", b"y", b"z"]).unwrap();
    let f = cx.float_attr_f64(cx.float_type(FloatKind::F32), i as f64 / 3.0);
    let int = cx.integer_attr(i32t, i as i64);
    let wide = cx.integer_attr(cx.int(200), -(i as i64));
    let string = cx.string_attr(s.as_bytes());
    let arr = cx.array_attr(&[int, f, string]);
    let dict = cx.dictionary_attr(&[
        NamedAttribute { name: cx.identifier(&s), value: arr },
        NamedAttribute { name: cx.identifier("k"), value: dense },
    ]);
    vec![dense, splat, strs, f, int, wide, string, arr, dict]
}

#[test]
fn concurrent_creation_gives_one_handle_per_value() {
    let cx = Context::new();
    const THREADS: u64 = 8;
    const N: u64 = 300;
    let results: Vec<Vec<Vec<Attribute>>> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..THREADS)
            .map(|t| {
                let cx = &cx;
                // Every thread builds every value, in a thread-specific order.
                s.spawn(move || {
                    let mut out = vec![Vec::new(); N as usize];
                    for k in 0..N {
                        let i = (k * 7 + t * 13) % N;
                        out[i as usize] = build(cx, i);
                    }
                    out
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for i in 0..N as usize {
        for r in &results[1..] {
            assert_eq!(r[i], results[0][i], "value {i} got different handles");
        }
        assert_eq!(build(&cx, i as u64), results[0][i]);
    }
    // Different values got different handles.
    let mut all: Vec<Attribute> = results[0].iter().flatten().copied().collect();
    all.sort_by_key(|a| a.bits());
    all.dedup();
    assert_eq!(all.len(), N as usize * 9);
}

#[test]
fn attribute_values_stay_small() {
    // A float value must not make every attribute larger than the other
    // kinds do.
    assert!(std::mem::size_of::<crate::support::apfloat::ApFloat>() <= 24);
    assert!(std::mem::size_of::<AttrData>() <= 40);
}

#[test]
fn odd_inputs_are_refused_or_handled_without_panics() {
    use crate::types::{Signedness, DYNAMIC};
    let cx = Context::new();
    let elems = [
        cx.int(1),
        cx.int(7),
        cx.int(17),
        cx.integer_type(65, Signedness::Unsigned),
        cx.index_type(),
        cx.float_type(FloatKind::F80),
        cx.float_type(FloatKind::F4E2M1FN),
        cx.float_type(FloatKind::TF32),
        cx.complex_type(cx.int(1)),
        cx.complex_type(cx.float_type(FloatKind::F16)),
        cx.none_type(),
    ];
    let shapes: [&[i64]; 6] = [&[], &[0], &[3], &[2, 5], &[DYNAMIC, 2], &[i64::MAX, 4]];
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut rnd = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for &elem in &elems {
        for shape in shapes {
            let t = cx.intern_type(TypeData::RankedTensor { shape: shape.into(), elem, encoding: None });
            for len in [0usize, 1, 2, 3, 4, 8, 10, 13, 20, 40] {
                let raw: Vec<u8> = (0..len).map(|_| rnd() as u8).collect();
                if let Ok(a) = cx.dense_elements_from_raw(t, &raw) {
                    let text = crate::print::attr_to_string(&cx, a);
                    assert!(text.starts_with("dense<"), "{text}");
                    for i in 0..4 {
                        let _ = cx.dense_element_attr(a, i);
                        let _ = cx.elements_value(a, &[i, 0]);
                    }
                    let _ = cx.dense_reshape(a, cx.intern_type(TypeData::Vector {
                        shape: Box::new([10]),
                        scalable: Box::new([false]),
                        elem,
                    }));
                }
            }
            let one = cx.integer_attr(cx.int(8), 1);
            let _ = cx.dense_elements_from_attrs(t, &[one, one]);
            let _ = cx.dense_elements_from_bools(t, &[true, false, true]);
            let _ = cx.dense_string_elements(t, &[b"a", b"b", b"c"]);
            let _ = cx.elements_num_elements(cx.dense_resource_attr(t, b"r", resources::Blob::new(&[1], 1, false, None)).unwrap_or(one));
        }
    }
}
