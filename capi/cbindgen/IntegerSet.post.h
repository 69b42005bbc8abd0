/// Checks whether an integer set is a null object.
static inline bool mlirIntegerSetIsNull(MlirIntegerSet set) { return !set.ptr; }
