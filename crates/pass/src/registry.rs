//! The process-wide pass registry: passes by their pipeline argument, as
//! upstream's `PassRegistry` (what `mlirRegisterTransforms*` and
//! `oxmlir-opt`'s pass flags use).

use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

use crate::pass::Pass;

/// Makes a new instance of a registered pass.
pub type PassFactory = Arc<dyn Fn() -> Box<dyn Pass> + Send + Sync>;

/// A registered pass.
#[derive(Clone)]
pub struct PassRegistration {
    /// Its argument in pipelines.
    pub argument: String,
    /// Its description.
    pub description: String,
    /// Makes an instance.
    pub make: PassFactory,
}

fn table() -> &'static RwLock<BTreeMap<String, PassRegistration>> {
    static TABLE: RwLock<BTreeMap<String, PassRegistration>> = RwLock::new(BTreeMap::new());
    &TABLE
}

/// Registers the pass `make` builds under its argument (a pass without an
/// argument cannot be registered). Registering an argument again replaces
/// the earlier registration.
pub fn register_pass(make: PassFactory) -> Result<(), String> {
    let sample = make();
    let argument = sample.argument().to_string();
    if argument.is_empty() {
        return Err(format!("Attempting to register '{}' as a pass without an argument", sample.name()));
    }
    let description = sample.description().to_string();
    let mut t = table().write().unwrap_or_else(|e| e.into_inner());
    t.insert(argument.clone(), PassRegistration { argument, description, make });
    Ok(())
}

/// A new instance of the pass registered as `argument`.
pub fn make_pass(argument: &str) -> Option<Box<dyn Pass>> {
    let make = {
        let t = table().read().unwrap_or_else(|e| e.into_inner());
        t.get(argument)?.make.clone()
    };
    Some(make())
}

/// Whether a pass is registered as `argument`.
pub fn is_registered(argument: &str) -> bool {
    table().read().unwrap_or_else(|e| e.into_inner()).contains_key(argument)
}

/// Every registered pass, by argument.
pub fn registered_passes() -> Vec<PassRegistration> {
    table().read().unwrap_or_else(|e| e.into_inner()).values().cloned().collect()
}
