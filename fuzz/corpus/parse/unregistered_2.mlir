
module attributes {foo.x = !foo.ty} {}
