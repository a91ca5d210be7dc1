// Stand-in module `UIKit`: only the API surface the Swift fixtures (and the VIPER modules generated
// from them) use, so that `swiftc -typecheck` can check them on Linux. Declarations mirror Apple's
// names and signatures; bodies are placeholders. Objective-C-only features (optional protocol
// requirements, @objc) are modelled with Swift equivalents. See docs/stand-ins.md.

@_exported import FoundationGaps

// MARK: - Geometry, colours, fonts, images

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public convenience init?(named name: String) { self.init(white: 0, alpha: 1) }
    public static let black = UIColor(white: 0, alpha: 1), white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0), red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let systemBackground = UIColor(white: 1, alpha: 1), label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(white: 0.5, alpha: 1), systemBlue = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    public static let systemRed = UIColor.red, systemGray = UIColor(white: 0.6, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
}

open class UIFont: NSObject {
    public struct Weight { public static let regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight() }
    public enum TextStyle { case body, headline, subheadline, caption1, title1, title2, largeTitle }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont() }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

open class UIImage: NSObject {
    public init?(named name: String) {}
    public init?(data: Data) {}
    public init?(contentsOfFile path: String) {}
    public init?(systemName name: String) {}
    open var size: CGSize { .zero }
    open func pngData() -> Data? { nil }
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

/// Core Animation's layer (module QuartzCore, re-exported by UIKit).
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, shadowOpacity: Float = 0
    open var masksToBounds = false
}

// MARK: - Responders and views

open class UIResponder: NSObject {
    open func becomeFirstResponder() -> Bool { true }
    open func resignFirstResponder() -> Bool { true }
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

open class UIView: UIResponder {
    public enum ContentMode { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 16), curveEaseOut = AnimationOptions(rawValue: 1 << 17)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    }
    public override init() {}
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var frame = CGRect.zero, bounds = CGRect.zero, center = CGPoint.zero
    open var backgroundColor: UIColor?, tintColor: UIColor!
    open var isHidden = false, alpha: CGFloat = 1, isUserInteractionEnabled = true
    open var contentMode = ContentMode.scaleToFill, clipsToBounds = false, tag = 0
    open var transform = CGAffineTransform.identity
    open var layer = CALayer()
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}
    open func layoutSubviews() {}
    open func endEditing(_ force: Bool) -> Bool { true }
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

/// A display, as much as the fixtures use.
open class UIScreen {
    public static let main = UIScreen()
    open var brightness: CGFloat = 0.5
    open var scale: CGFloat = 2
    open var bounds = CGRect.zero
}

/// Core Graphics' affine transform, as much as the fixtures use.
public struct CGAffineTransform: Equatable {
    public static let identity = CGAffineTransform()
    public init() {}
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
}

open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat = 0, isActive = false, priority: Float = 1000
}

open class UILabel: UIView {
    open var text: String?, attributedText: NSAttributedString?
    open var textColor: UIColor!, font: UIFont!, numberOfLines = 1
}

open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
}

open class UIActivityIndicatorView: UIView {
    public enum Style { case medium, large }
    public init(style: Style) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var hidesWhenStopped = true
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}
}

open class UIControl: UIView {
    public struct Event: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6), valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }
    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2)
    }
    open var isEnabled = true, isSelected = false
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
}

open class UIButton: UIControl {
    open var titleLabel: UILabel? { nil }
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open func setTitle(_ title: String?, for state: State) {}
    open func setImage(_ image: UIImage?, for state: State) {}
}

open class UIMenuElement: NSObject {}

open class UIMenu: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) { self.init() }
}

open class UIAction: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) { self.init() }
}

open class UITextField: UIControl {
    open var text: String?, placeholder: String?
    open weak var delegate: UITextFieldDelegate?
}

open class UITextView: UIView {
    open var text: String!
    open var isEditable: Bool = true
}

public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

open class UISlider: UIControl {
    open var value: Float = 0, minimumValue: Float = 0, maximumValue: Float = 1
}

open class UISwitch: UIControl {
    open var isOn = false
}

open class UIRefreshControl: UIControl {
    public override init() { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var isRefreshing: Bool { false }
    open func beginRefreshing() {}
    open func endRefreshing() {}
}

open class UIScrollView: UIView {
    open var contentInset = UIEdgeInsets.zero, scrollIndicatorInsets = UIEdgeInsets.zero
    open var contentOffset = CGPoint.zero, keyboardDismissMode = 0
    open var refreshControl: UIRefreshControl?
}

open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) {}
    open var cancelsTouchesInView = true
}

open class UITapGestureRecognizer: UIGestureRecognizer {}
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  open var direction: Direction = .right
}

// MARK: - Search

open class UISearchBar: UIView {
    open var text: String?, placeholder: String?
    open weak var delegate: UISearchBarDelegate?
}

public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}
extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

// MARK: - Tables

open class UITableViewCell: UIView {
    public enum CellStyle { case `default`, value1, value2, subtitle }
    public enum AccessoryType { case none, disclosureIndicator, detailButton, checkmark }
    public enum SelectionStyle { case none, `default` }
    public enum EditingStyle { case none, delete, insert }
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var contentView = UIView()
    open var accessoryType = AccessoryType.none, selectionStyle = SelectionStyle.default
    open func prepareForReuse() {}
    open func awakeFromNib() {}
}

open class UITableView: UIScrollView {
    public enum Style { case plain, grouped, insetGrouped }
    public enum RowAnimation { case fade, automatic, none }
    public static let automaticDimension: CGFloat = -1
    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open weak var dataSource: UITableViewDataSource?
    open var allowsSelection = true
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat = 44, estimatedRowHeight: CGFloat = 0
    open var tableFooterView: UIView?, tableHeaderView: UIView?, backgroundView: UIView?
    open var indexPathForSelectedRow: IndexPath? { nil }
    open var isEditing = false
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    open func reloadData() {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func scrollToRow(at indexPath: IndexPath, at position: Int, animated: Bool) {}
    open func beginUpdates() {}
    open func endUpdates() {}
}

/// Required requirements as in UIKit; the @objc optional ones become requirements with defaults.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
}

public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

// MARK: - Device

public enum UIUserInterfaceIdiom { case unspecified, phone, pad, tv, carPlay, mac }

open class UIDevice {
    public static var current: UIDevice { UIDevice() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

// MARK: - View controllers

open class UIViewController: UIResponder {
    public enum ModalPresentationStyle { case automatic, fullScreen, pageSheet, formSheet, overFullScreen }
    public init(nibName: String?, bundle: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView!
    open var title: String?
    open var isViewLoaded: Bool { true }
    open var navigationItem = UINavigationItem()
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var splitViewController: UISplitViewController? { nil }
    open var parent: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var storyboard: UIStoryboard? { nil }
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func show(_ viewController: UIViewController, sender: Any?) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var isCollapsed: Bool { false }
}

open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?, leftBarButtonItem: UIBarButtonItem?
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
}

open class UIBarButtonItem: NSObject {
    public enum SystemItem { case add, done, cancel, edit, refresh, action }
    public enum Style { case plain, done }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {}
    public init(title: String?, style: Style, target: Any?, action: Selector?) {}
    open var isEnabled = true
}

public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView!
    open var refreshControl: UIRefreshControl?
    open var clearsSelectionOnViewWillAppear = true
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { -1 }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var searchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open var obscuresBackgroundDuringPresentation = true, isActive = false
}

open class UIAlertController: UIViewController {
    public enum Style { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
    }
    open var message: String?
    open var actions: [UIAlertAction] { [] }
    open var textFields: [UITextField]? { nil }
    open var preferredAction: UIAlertAction?
    open func addAction(_ action: UIAlertAction) {}
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
}

open class UIAlertAction: NSObject {
    public enum Style { case `default`, cancel, destructive }
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
    open var isEnabled = true
}

open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: - Storyboards and segues

open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

open class UIStoryboardSegue: NSObject {
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        (self.identifier, self.source, self.destination) = (identifier, source, destination)
    }
    open var identifier: String?
    open var source: UIViewController, destination: UIViewController
}

// MARK: - Application

public protocol UIApplicationDelegate: AnyObject {}

open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    open weak var delegate: UIApplicationDelegate?
    open var applicationIconBadgeNumber = 0
    public static let openSettingsURLString = "app-settings:"
    open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    open func canOpenURL(_ url: URL) -> Bool { true }
}
