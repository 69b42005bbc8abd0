
"foo.a"() : () -> complex<index>
