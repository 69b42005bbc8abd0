
module foo {}
