module {
  %0 = unknown_op
}
