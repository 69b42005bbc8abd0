//! Operation attributes: inherent attributes (stored as the properties
//! dictionary) and discardable attributes (a sorted run).
//!
//! As upstream: a registered operation's inherent attributes are those its
//! definition names; an unregistered operation's inherent attributes are the
//! entries of its properties dictionary (given with the generic `<{...}>`
//! syntax). Everything else is discardable.

use super::*;
use crate::support::handle::UniquedKind;
use crate::attrs::AttrData;
use crate::context::Context;

impl Ir {
    /// The properties attribute, if any.
    pub fn op_properties(&self, op: OpId) -> IrResult<Option<Attribute>> {
        Ok(self.attr_at(self.op_data(op)?.props))
    }

    /// Replaces the properties attribute.
    pub fn set_op_properties(&mut self, op: OpId, props: Option<Attribute>) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        let p = match props {
            Some(p) => self.pack(UniquedKind::Attribute, p.0)?,
            None => UNONE,
        };
        self.opd_mut(i).props = p;
        Ok(())
    }

    /// The discardable attributes, sorted by name.
    pub fn op_discardable_attrs(&self, op: OpId) -> IrResult<Vec<NamedAttribute>> {
        let run = self.op_data(op)?.attrs;
        Ok(run.indices().filter_map(|i| self.attr_entry(i)).collect())
    }

    /// Number of discardable attributes.
    pub fn op_num_discardable_attrs(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.attrs.len as usize)
    }

    /// The `i`-th discardable attribute.
    pub fn op_discardable_attr(&self, op: OpId, i: usize) -> IrResult<NamedAttribute> {
        let run = self.op_data(op)?.attrs;
        match run.at(i).and_then(|a| self.attr_entry(a)) {
            Some(na) => Ok(na),
            None => misuse(format!("attribute index {i} out of range (the operation has {})", run.len)),
        }
    }

    /// The discardable attribute called `name`.
    pub fn op_discardable_attr_by_name(&self, cx: &Context, op: OpId, name: &[u8]) -> IrResult<Option<Attribute>> {
        let run = self.op_data(op)?.attrs;
        Ok(run.indices().filter_map(|i| self.attr_entry(i)).find(|na| cx.bytes_of(na.name) == name).map(|na| na.value))
    }

    /// Sets (adds or replaces) a discardable attribute.
    pub fn set_op_discardable_attr(&mut self, cx: &Context, op: OpId, name: &[u8], value: Attribute) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let mut list = self.op_discardable_attrs(op)?;
        if let Some(na) = list.iter_mut().find(|na| cx.bytes_of(na.name) == name) {
            na.value = value;
        } else {
            let name = cx.identifier_bytes(name);
            let pos = list.partition_point(|na| cx.bytes_of(na.name) <= cx.bytes_of(name));
            list.insert(pos, NamedAttribute { name, value });
        }
        self.store_discardable(o, &list)?;
        Ok(())
    }

    /// Removes a discardable attribute; returns whether it was present.
    pub fn remove_op_discardable_attr(&mut self, cx: &Context, op: OpId, name: &[u8]) -> IrResult<bool> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let mut list = self.op_discardable_attrs(op)?;
        let Some(pos) = list.iter().position(|na| cx.bytes_of(na.name) == name) else {
            return Ok(false);
        };
        list.remove(pos);
        self.store_discardable(o, &list)?;
        Ok(true)
    }

    /// Replaces all discardable attributes (sorted by the caller).
    pub(crate) fn store_discardable(&mut self, o: u32, list: &[NamedAttribute]) -> IrResult<()> {
        let mut entries: Vec<AttrEntry> = Vec::with_capacity(list.len());
        for na in list {
            entries.push(AttrEntry { name: self.pack(UniquedKind::Attribute, na.name.0)?, value: self.pack(UniquedKind::Attribute, na.value.0)? });
        }
        let old = self.opd(o).attrs;
        if old.len as usize == entries.len() {
            for (i, e) in old.indices().zip(entries) {
                *self.attrs.get_mut(i) = e;
            }
            return Ok(());
        }
        self.attrs.free_run(old);
        let new = self.attrs.alloc_run(entries.len() as u32, |i| entries[i as usize]);
        self.opd_mut(o).attrs = new;
        Ok(())
    }

    /// The entries of the operation's properties dictionary (empty without
    /// properties).
    #[inline]
    pub fn op_property_entries<'c>(&self, cx: &'c Context, op: OpId) -> &'c [NamedAttribute] {
        let Some(p) = self.op_data(op).ok().and_then(|d| self.attr_at(d.props)) else { return &[] };
        match cx.try_attr_data(p) {
            Some(AttrData::Dictionary(entries)) => entries,
            _ => &[],
        }
    }

    /// The inherent attribute with index `k` in the operation's
    /// registration (`None` if unset or if there is no such attribute):
    /// found by identifier, without comparing names.
    #[inline]
    pub fn op_inherent_at(&self, cx: &Context, op: OpId, k: usize) -> Option<Attribute> {
        let d = self.op_data(op).ok()?;
        let id = *cx.op_name_info(d.name).attr_ids().get(k)?;
        match cx.try_attr_data(self.attr_at(d.props)?)? {
            AttrData::Dictionary(entries) => entries.iter().find(|na| na.name == id).map(|na| na.value),
            _ => None,
        }
    }

    /// The inherent attribute called `name`: `None` if the operation has no
    /// such inherent attribute, `Some(None)` if it has one that is unset.
    pub fn op_inherent_attr(&self, cx: &Context, op: OpId, name: &[u8]) -> IrResult<Option<Option<Attribute>>> {
        let d = self.op_data(op)?;
        let in_props = |props: Option<Attribute>| -> Option<Attribute> {
            match props.map(|p| cx.attr_data(p)) {
                Some(AttrData::Dictionary(entries)) => {
                    entries.iter().find(|na| cx.bytes_of(na.name) == name).map(|na| na.value)
                }
                _ => None,
            }
        };
        match cx.op_name_info(d.name).def() {
            Some(def) => Ok(def.has_inherent(name).then(|| in_props(self.attr_at(d.props)))),
            None => Ok(in_props(self.attr_at(d.props)).map(Some)),
        }
    }

    /// Sets (or with `None` clears) an inherent attribute. For a registered
    /// operation, names that are not inherent are ignored, as upstream.
    pub fn set_op_inherent_attr(
        &mut self,
        cx: &Context,
        op: OpId,
        name: &[u8],
        value: Option<Attribute>,
    ) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let d = self.opd(o);
        let mut value = value;
        if let Some(def) = cx.op_name_info(d.name).def() {
            if !def.has_inherent(name) {
                return Ok(());
            }
            // A value the storage cannot hold leaves the attribute unset.
            value = value.filter(|&v| def.inherent_accepts(cx, name, v));
        }
        let mut entries: Vec<NamedAttribute> = match self.attr_at(d.props).map(|p| cx.attr_data(p)) {
            Some(AttrData::Dictionary(e)) => e.to_vec(),
            _ => Vec::new(),
        };
        entries.retain(|na| cx.bytes_of(na.name) != name);
        if let Some(v) = value {
            entries.push(NamedAttribute { name: cx.identifier_bytes(name), value: v });
        }
        let props = match (!entries.is_empty()).then(|| cx.dictionary_attr(&entries)) {
            Some(p) => self.pack(UniquedKind::Attribute, p.0)?,
            None => UNONE,
        };
        self.opd_mut(o).props = props;
        Ok(())
    }

    /// All attributes as upstream's `getAttrs()`: for a registered operation
    /// the set inherent attributes and the discardable ones, merged and
    /// sorted by name; for an unregistered operation the discardable ones.
    pub fn op_attrs(&self, cx: &Context, op: OpId) -> IrResult<Vec<NamedAttribute>> {
        let mut list = self.op_discardable_attrs(op)?;
        let d = self.op_data(op)?;
        if cx.op_name_info(d.name).def().is_some() {
            if let Some(AttrData::Dictionary(entries)) = self.attr_at(d.props).map(|p| cx.attr_data(p)) {
                list.extend(entries.iter().copied());
                cx.sort_named_attrs(&mut list);
            }
        }
        Ok(list)
    }

    /// Upstream's `getAttr(name)`: the inherent attribute if the name is
    /// inherent, otherwise the discardable one.
    pub fn op_attr_by_name(&self, cx: &Context, op: OpId, name: &[u8]) -> IrResult<Option<Attribute>> {
        if let Some(inherent) = self.op_inherent_attr(cx, op, name)? {
            return Ok(inherent);
        }
        self.op_discardable_attr_by_name(cx, op, name)
    }

    /// Upstream's `setAttr(name, value)`: sets the inherent attribute if the
    /// name is inherent, otherwise the discardable one.
    pub fn set_op_attr(&mut self, cx: &Context, op: OpId, name: &[u8], value: Attribute) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        if self.op_inherent_attr(cx, op, name)?.is_some() {
            return self.set_op_inherent_attr(cx, op, name, Some(value));
        }
        self.set_op_discardable_attr(cx, op, name, value)
    }

    /// Upstream's `removeAttr(name)`: clears the inherent attribute if the
    /// name is inherent (returning whether it was set), otherwise removes
    /// the discardable one.
    pub fn remove_op_attr(&mut self, cx: &Context, op: OpId, name: &[u8]) -> IrResult<bool> {
        self.epoch = self.epoch.wrapping_add(1);
        if let Some(inherent) = self.op_inherent_attr(cx, op, name)? {
            self.set_op_inherent_attr(cx, op, name, None)?;
            return Ok(inherent.is_some());
        }
        self.remove_op_discardable_attr(cx, op, name)
    }
}
