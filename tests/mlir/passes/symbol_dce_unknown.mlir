// An unregistered operation with one region might be a symbol table:
// symbol-dce cannot know the uses below it and fails.
module {
  func.func private @maybe_used()
  "other.region_op"() ({
    "other.use"() {target = @maybe_used} : () -> ()
  }) : () -> ()
}
