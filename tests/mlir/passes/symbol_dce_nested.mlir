// A private module kept alive by a nested reference: its public symbols
// stay, its private unused one goes.
module {
  module @inner_private attributes {sym_visibility = "private"} {
    func.func @ip_public() {
      return
    }
    func.func private @ip_private() {
      return
    }
    func.func @ip_public2() {
      return
    }
  }
  func.func @user() {
    "other.user"() {r = @inner_private::@ip_public2} : () -> ()
    return
  }
}
