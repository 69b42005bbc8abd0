//! Printing flags (`MlirOpPrintingFlags`).

/// Options controlling how IR is printed, as upstream's `OpPrintingFlags`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintFlags {
    /// Elide elements attributes with more elements than this.
    pub elide_elements_limit: Option<i64>,
    /// Elide resource strings longer than this.
    pub elide_resource_limit: Option<i64>,
    /// Print locations.
    pub debug_info: bool,
    /// Print locations in the (unparsable) pretty form.
    pub pretty_debug_info: bool,
    /// Always print the generic form.
    pub generic: bool,
    /// Number values from the nearest isolated-from-above ancestor and
    /// print no aliases.
    pub local_scope: bool,
    /// Do not verify before using custom printers.
    pub assume_verified: bool,
    /// Print regions as `{...}`.
    pub skip_regions: bool,
    /// Name results after their `NameLoc`.
    pub name_loc_as_prefix: bool,
    /// Number values uniquely across regions.
    pub unique_ssa_ids: bool,
    /// Print users of values as comments.
    pub value_users: bool,
}

/// The flags a tool's command line set (see [`PrintFlags::tool_defaults`]).
static TOOL_DEFAULTS: std::sync::OnceLock<PrintFlags> = std::sync::OnceLock::new();

impl PrintFlags {
    /// The flags printing starts from where upstream default-constructs its
    /// `OpPrintingFlags` (which reads the tool's `--mlir-print-*` options),
    /// such as the `print-ir` pass: what a tool set with
    /// [`PrintFlags::set_tool_defaults`], or the defaults.
    pub fn tool_defaults() -> PrintFlags {
        TOOL_DEFAULTS.get().cloned().unwrap_or_default()
    }

    /// Sets the flags of [`PrintFlags::tool_defaults`], once per process (a
    /// tool does this after reading its command line).
    pub fn set_tool_defaults(flags: PrintFlags) {
        let _ = TOOL_DEFAULTS.set(flags);
    }
}
