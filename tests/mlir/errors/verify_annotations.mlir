// --verify-diagnostics annotations: designators, regexes (valid and not),
// near misses, tabs, several on a line, @unknown (compared with mlir-opt).

// expected-error@+2 {{expected}}
// expected-note@below {{nothing}}
"foo.a"() : () -> (i3
// -----
"builtin.module"() : () -> () // expected-error {{requires one region}}
// expected-note@above {{see current}}
// -----
// expected-error@below {{requires one region}}
// expected-remark@below {{requires one region}}
"builtin.module"() : () -> ()
// -----
"builtin.module"() : () -> ()
// expected-error@-1 {{requires one region}}
// expected-error@-2 {{requires one region}}
// -----
// expected-error-re@+1 {{requires {{[a-z]+}} region}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{requires {{[a-z+}} region}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{requires {{one region}}
"builtin.module"() : () -> ()
// -----
// expected-error@unknown {{requires one region}}
"builtin.module"() : () -> () loc(unknown)
// -----
// expected-error @+1 {{requires one region}}
"builtin.module"() : () -> ()
// -----
// expected-error@+1{{requires one region}}
"builtin.module"() : () -> ()
// -----
// expected-error@+1 {{requires one region}} trailing
"builtin.module"() : () -> ()
// -----
// expected-error@+10 {{requires one region}}
"builtin.module"() : () -> ()
// -----
// expected-error@-10 {{requires one region}}
"builtin.module"() : () -> ()
// -----
// expected-warning@+1 {{x}}
"foo.x"() : () -> ()
// expected-error@below {{dangling}}
// -----
"builtin.module"() : () -> () // expected-error {{requires one region}} expected-error {{requires}}
// -----
// expected-error@+1 {{}}
"builtin.module"() : () -> ()
// -----
// expected-error@+1 {{REQUIRES ONE REGION}}
"builtin.module"() : () -> ()
// -----
"foo.a"() : () -> () // expected-error {{a}}
"foo.a"() : () -> (i32 // expected-error {{expected ')'}}
// -----
// expected-warning@+1 {{requires one region}}
"builtin.module"() : () -> ()
// -----
// expected-error@+2 {{requires one region}}
// expected-error@+1 {{requires one region}}
"builtin.module"() : () -> ()
// -----
"builtin.module"() : () -> ()	// expected-error {{requires one region}}
// -----
// expected-error@+1 {{requires one region}}
"builtin.module"() : () -> ()  
// expected-note@-1 {{see current}}
// -----
// expected-error@+1 {{requires one region}}
  "builtin.module"() : () -> ()
// expected-remark@below {{x}}
// expected-remark@below {{y}}
// -----
// expected-error@+1 {{\d}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{{{^}}'builtin.module'}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{op {{(requires|needs)}} one}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{op {{(requires}} one}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{op {{a**}} one}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{op {{[[:alpha:]]+}} one}}
"builtin.module"() : () -> ()
// -----
// expected-error-re@+1 {{op {{.*}}}}
"builtin.module"() : () -> ()
// -----
"builtin.module"() : () -> () // expected-error@unknown {{requires}}
