//
//  NotesViewController.swift
//  Jotter
//
//  Created by Andrei Sokolov on 02.07.2018.
//  Copyright © 2018 Jotter. All rights reserved.
//

import UIKit
import CoreData

class NotesViewController: UIViewController, NotesViewInput {
    lazy var output: NotesViewOutput = NotesAssembly().configure(self)

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var emptyStateLabel: UILabel!

    private var notes: [Note] {
        get { output.notes }
        set { output.notes = newValue }
    }

    // viperize: mixed member: 'viewDidLoad()' mixes view, interactor code: CoreDataStack: app singleton (CoreDataStack.shared, line 52) (line 24), NSFetchRequest (line 25), fetchRequest (line 25), NSManagedObjectContext.fetch (line 29); not split: line 28 mixes interactor code with view code ('notes', line 29); left in the view unchanged
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"

        // Newest first; archived notes live on the Archive tab
        let context = CoreDataStack.shared.viewContext
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = NSPredicate(format: "isArchived == NO")
        request.sortDescriptors = [NSSortDescriptor(key: "updatedAt", ascending: false)]
        do {
            notes = try context.fetch(request)
        } catch {
            print("Failed to fetch notes: \(error)")
            notes = []
        }

        emptyStateLabel.isHidden = !notes.isEmpty
        tableView.reloadData()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A note may have been edited on the detail screen
        notes = output.fetchNotes()
        emptyStateLabel.isHidden = !notes.isEmpty
        tableView.reloadData()
    }
}

// MARK: - UITableViewDataSource

extension NotesViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return output.tableView(tableView, numberOfRowsInSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        let note = notes[indexPath.row]
        cell.textLabel?.text = note.title ?? "Untitled"
        cell.detailTextLabel?.text = note.body
        return cell
    }
}
