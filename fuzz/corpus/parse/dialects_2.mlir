
module attributes {x = #foo.bar<[}>} {}
