/// APIs that read or write the model (Core Data, MagicalRecord, network, persistence): they go to
/// the Interactor.
enum DataAccessSignals {
  /// Receiver names that hold a data source: `apiClient.fetchTrips`, `tripService.load`.
  static let dataReceiverSuffixes = [
    "client", "service", "repository", "store", "storage", "database", "api", "provider",
    "cache", "cachemanager", "gateway", "session",
  ]

  /// The stores a method's name may say it writes to or reads from (`saveToUserDefaults`).
  static let stores = ["UserDefaults", "Keychain", "Disk", "Database", "File", "Cache", "Storage"]

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
    Signal(.dataAccess, .type("NSJSONSerialization"), example: "let json = NSJSONSerialization.JSONObjectWithData(data, options: [])"),
    Signal(.dataAccess, .type("NSKeyedArchiver"), example: "let data = try NSKeyedArchiver.archivedData(withRootObject: trips, requiringSecureCoding: false)"),
    Signal(.dataAccess, .type("NSKeyedUnarchiver"), example: "let saved = NSKeyedUnarchiver.unarchiveObject(with: data)"),
    Signal(.dataAccess, .call("performFetch"), example: "try results.performFetch()"),
    Signal(.dataAccess, .type("FileManager"), example: "let files = try FileManager.default.contentsOfDirectory(atPath: path)"),
    Signal(.dataAccess, .type("NSFileManager"), example: "let manager = NSFileManager.defaultManager()"),
    // The system clipboard is storage shared with other apps, not a view.
    Signal(.dataAccess, .type("UIPasteboard"), example: "UIPasteboard.general.string = link.absoluteString"),
    Signal(.dataAccess, .type("NSURLConnection"), example: "NSURLConnection.sendAsynchronousRequest(request, queue: queue) { _, _, _ in }"),
    // Persistence, networking and keychain libraries.
    Signal(.dataAccess, .type("Realm"), example: "let realm = try Realm()"),
    Signal(.dataAccess, .type("RLMRealm"), example: "let realm = RLMRealm.defaultRealm()"),
    Signal(.dataAccess, .type("YapDatabase"), example: "let database = YapDatabase(path: path)"),
    Signal(.dataAccess, .type("YapDatabaseConnection"), example: "let connection: YapDatabaseConnection = database.newConnection()"),
    Signal(.dataAccess, .type("FMDatabase"), example: "let db = FMDatabase(path: path)"),
    Signal(.dataAccess, .type("FMDatabaseQueue"), example: "let queue = FMDatabaseQueue(path: path)"),
    Signal(.dataAccess, .callPrefix("sqlite3_"), api: "SQLite sqlite3_…", example: "sqlite3_exec(db, sql, nil, nil, nil)"),
    Signal(.dataAccess, .type("AFHTTPSessionManager"), example: "let manager = AFHTTPSessionManager()"),
    Signal(.dataAccess, .type("AFHTTPRequestOperationManager"), example: "let manager = AFHTTPRequestOperationManager()"),
    Signal(.dataAccess, .type("Alamofire"), example: "Alamofire.request(url).responseJSON { _ in }"),
    Signal(
      .dataAccess, .callOnType("request", type: "AF"), api: "AF.request", example: "AF.request(url).responseDecodable(of: [Trip].self) { _ in }",
      counterExample: "imageView.af.setImage(withURL: url)"),
    Signal(.dataAccess, .type("MoyaProvider"), example: "let provider = MoyaProvider<TripsAPI>()"),
    Signal(
      .dataAccess, .callPrefix("SecItem"), api: "keychain SecItem…", example: "SecItemAdd(query as CFDictionary, nil)",
      counterExample: "avatarView.setImageWithURLRequest(request, placeholderImage: nil, success: nil, failure: nil)"),
    Signal(.dataAccess, .type("KeychainWrapper"), example: "KeychainWrapper.standard.set(token, forKey: \"token\")"),
    Signal(.dataAccess, .type("KeychainSwift"), example: "let keychain = KeychainSwift()"),
    Signal(.dataAccess, .type("SSKeychain"), example: "let password = SSKeychain.passwordForService(\"app\", account: name)"),
    Signal(.dataAccess, .type("SAMKeychain"), example: "let password = SAMKeychain.passwordForService(\"app\", account: name)"),
    Signal(
      .dataAccess, .type("MagicalRecord"), example: "MagicalRecord.save({ context in })",
      counterExample: "avatarView.sd_setImage(with: url)"),
    // An app's object that keeps itself: its method's name says where (`MapViewport`'s
    // `saveToUserDefaults()`, NSData's `writeToFile:atomically:`). The controller's own method
    // of that name is judged by its body instead.
    Signal(
      .dataAccess, .callNamingStore(stores),
      example: "viewport.saveToUserDefaults()",
      counterExample: "coordinator.navigateToStorage()"),
    Signal(
      .dataAccess, .anyCallOnReceiver(suffixes: dataReceiverSuffixes), api: "data client call",
      example: "apiClient.fetchTrips { result in print(result) }",
      counterExample: "tableView.reloadData()"),
  ]
}
