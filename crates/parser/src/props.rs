//! Properties and inherent attributes of registered operations when parsed
//! in generic form: `<{...}>` conversion and the check of the inherent
//! attributes against their ops' constraints ([`OpDef::verify_inherent_attrs`]).

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::registry::OpDef;
use oxmlir_ir::{Attribute, Context};

/// Converts a `<{...}>` attribute into the properties of a registered
/// operation (upstream's `setPropertiesFromAttribute`); returns the
/// message on failure.
pub fn properties_from_attr(cx: &Context, def: &OpDef, attr: Attribute) -> Result<Option<Attribute>, String> {
    let AttrData::Dictionary(entries) = cx.attr_data(attr) else {
        return Err("expected DictionaryAttr to set properties".into());
    };
    let mut kept = Vec::new();
    for na in entries.iter() {
        let name = cx.bytes_of(na.name);
        if !def.has_inherent(name) {
            continue;
        }
        if let Some(c) = def.inherent_constraint(name) {
            if !c.storage_accepts(cx, na.value) {
                let v = oxmlir_ir::print::attr_to_string(cx, na.value);
                return Err(format!("Invalid attribute `{}` in property conversion: {v}", String::from_utf8_lossy(name)));
            }
            // Segment sizes are stored in a fixed-size array.
            let groups = std::str::from_utf8(name).ok().and_then(|n| def.segment_groups(n));
            if let (Some(n), Some(sizes)) = (groups, oxmlir_ir::registry::constraints::i32_array(cx, na.value)) {
                if sizes.len() != n {
                    return Err(format!("size mismatch in attribute conversion: {} vs {n}", sizes.len()));
                }
            }
        }
        kept.push(*na);
    }
    if kept.is_empty() {
        return Ok(None);
    }
    Ok(Some(cx.dictionary_attr(&kept)))
}
