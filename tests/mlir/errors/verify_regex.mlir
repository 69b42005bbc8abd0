// `expected-*-re` patterns are POSIX extended regular expressions as LLVM
// reads them: `\w` is a literal `w`, back-references work, bracket
// classes are POSIX ones. Each chunk's annotations pass or fail as with
// mlir-opt.

// expected-error-re@+1 {{custom op '{{\w}}' is unknown}}
w : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{(a+)b_\1}}' is unknown}}
aab_aa : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{(a+)b_\1}}' is unknown}}
aab_ab : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{[[:alpha:]]+[[:digit:]]}}' is unknown}}
abc1 : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{a{2,3}b}}' is unknown}}
aaab : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{[[:<:]]abc[[:>:]]}}' is unknown}}
abc : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{a[[.hyphen.]]b|x}}' is unknown}}
x : () -> ()

// -----

// expected-error-re@+1 {{custom op '{{[\w]bc}}' is unknown}}
abc : () -> ()

// -----

// Patterns LLVM refuses, with its messages.
// expected-error-re@+1 {{{{}}}}
foo : () -> ()
// expected-error-re@+1 {{{{[[:foo:]]}}}}
foo : () -> ()
// expected-error-re@+1 {{{{\p{L}}}}}
foo : () -> ()
// expected-error-re@+1 {{{{a|}}}}
foo : () -> ()
// expected-error-re@+1 {{{{a**}}}}
foo : () -> ()
// expected-error-re@+1 {{{{\1(a)}}}}
foo : () -> ()
// expected-error-re@+1 {{{{[z-a]}}}}
foo : () -> ()
// expected-error-re@+1 {{{{[[.foo.]]}}}}
foo : () -> ()
// expected-error-re@+1 {{{{(a}}}}
foo : () -> ()
// expected-error-re@+1 {{{{a{2,1}b}}}}
foo : () -> ()
// expected-error-re@+1 {{{{a{256}b}}}}
foo : () -> ()
// expected-error-re@+1 {{{{[a}}}}
foo : () -> ()
