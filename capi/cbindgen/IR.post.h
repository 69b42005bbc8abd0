/// Checks whether the context handle is null.
static inline bool mlirContextIsNull(MlirContext context) { return !context.ptr; }

/// Checks whether the dialect handle is null.
static inline bool mlirDialectIsNull(MlirDialect dialect) { return !dialect.ptr; }

/// Checks whether the dialectRegistry handle is null.
static inline bool mlirDialectRegistryIsNull(MlirDialectRegistry registry) { return !registry.ptr; }

/// Checks whether the location handle is null.
static inline bool mlirLocationIsNull(MlirLocation location) { return !location.ptr; }

/// Checks whether the module handle is null.
static inline bool mlirModuleIsNull(MlirModule module) { return !module.ptr; }

/// Checks whether the operation handle is null.
static inline bool mlirOperationIsNull(MlirOperation op) { return !op.ptr; }

/// Checks whether the region handle is null.
static inline bool mlirRegionIsNull(MlirRegion region) { return !region.ptr; }

/// Checks whether the block handle is null.
static inline bool mlirBlockIsNull(MlirBlock block) { return !block.ptr; }

/// Checks whether the value handle is null.
static inline bool mlirValueIsNull(MlirValue value) { return !value.ptr; }

/// Checks whether the type handle is null.
static inline bool mlirTypeIsNull(MlirType type) { return !type.ptr; }

/// Checks whether the attribute handle is null.
static inline bool mlirAttributeIsNull(MlirAttribute attr) { return !attr.ptr; }

/// Checks whether the symbolTable handle is null.
static inline bool mlirSymbolTableIsNull(MlirSymbolTable symbolTable) { return !symbolTable.ptr; }
