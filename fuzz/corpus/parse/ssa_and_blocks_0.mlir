"foo.use"(%undefined) : (i32) -> ()
