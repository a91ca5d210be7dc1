struct Person {
    var name: String
}
