/// APIs that read or write the model (Core Data, MagicalRecord, network, persistence): they go to
/// the Interactor.
enum DataAccessSignals {
  /// Receiver names that hold a data source: `apiClient.fetchTrips`, `tripService.load`.
  static let dataReceiverSuffixes = [
    "client", "service", "repository", "store", "storage", "database", "api", "provider",
    "cache", "cachemanager", "gateway", "session",
  ]

  static let all: [Signal] = [
    Signal(.dataAccess, .type("NSFetchRequest"), example: "let request = NSFetchRequest<Trip>(entityName: \"Trip\")"),
    Signal(.dataAccess, .type("NSManagedObjectContext"), example: "let context: NSManagedObjectContext = container.viewContext"),
    Signal(.dataAccess, .type("NSPersistentContainer"), example: "let container = NSPersistentContainer(name: \"Model\")"),
    Signal(.dataAccess, .type("NSEntityDescription"), example: "let entity = NSEntityDescription.entity(forEntityName: \"Trip\", in: context)"),
    Signal(.dataAccess, .type("NSFetchedResultsController"), example: "let results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)"),
    Signal(
      .dataAccess, .callOnReceiver("fetch", receiverSuffixes: ["context", "viewcontext", "moc"]),
      api: "NSManagedObjectContext.fetch", example: "let trips = try context.fetch(request)",
      counterExample: "dog.fetch(stick)"),
    Signal(
      .dataAccess, .callOnReceiver("save", receiverSuffixes: ["context", "viewcontext", "moc"]),
      api: "NSManagedObjectContext.save", example: "try context.save()"),
    Signal(.dataAccess, .call("executeFetchRequest"), example: "let rows = try moc.executeFetchRequest(request)"),
    Signal(.dataAccess, .call("fetchRequest"), example: "let request = Trip.fetchRequest()"),
    Signal(.dataAccess, .callPrefix("MR_"), api: "MagicalRecord MR_…", example: "let quarters = Quarter.MR_findAll()"),
    Signal(.dataAccess, .type("URLSession"), example: "URLSession.shared.dataTask(with: url) { _, _, _ in }.resume()"),
    Signal(.dataAccess, .type("NSURLSession"), example: "let session = NSURLSession.sharedSession()"),
    Signal(.dataAccess, .call("dataTask"), example: "let task = session.dataTask(with: request)"),
    Signal(.dataAccess, .type("URLRequest"), example: "var request = URLRequest(url: endpoint)"),
    Signal(.dataAccess, .type("UserDefaults"), example: "let token = UserDefaults.standard.string(forKey: \"token\")"),
    Signal(.dataAccess, .type("NSUserDefaults"), example: "let defaults = NSUserDefaults.standardUserDefaults()"),
    Signal(.dataAccess, .type("JSONDecoder"), example: "let trips = try JSONDecoder().decode([Trip].self, from: data)"),
    Signal(.dataAccess, .type("JSONSerialization"), example: "let json = try JSONSerialization.jsonObject(with: data)"),
    Signal(.dataAccess, .type("NSKeyedArchiver"), example: "let data = try NSKeyedArchiver.archivedData(withRootObject: trips, requiringSecureCoding: false)"),
    Signal(.dataAccess, .type("NSKeyedUnarchiver"), example: "let saved = NSKeyedUnarchiver.unarchiveObject(with: data)"),
    Signal(
      .dataAccess, .anyCallOnReceiver(suffixes: dataReceiverSuffixes), api: "data client call",
      example: "apiClient.fetchTrips { result in print(result) }",
      counterExample: "tableView.reloadData()"),
  ]
}
