import DiffableDataSourceKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A city weather list's `CitiesViewController`, as written for Apple's data source, ported
// by the renames `UITableViewDiffableDataSource` -> `DiffableTableDataSource` and
// `NSDiffableDataSourceSnapshot` -> `ListSnapshot`, plus `try` where a snapshot call throws.
// It deletes a city with `commit(_:forRowAt:)`; with a diffable data source that
// method lives in a subclass, as with Apple's.

/// The screen's data source: Apple's class, subclassed to let the user swipe a city away.
final class CitiesDataSource: DiffableTableDataSource<CitiesViewController.Section, City> {
    var onDelete: ((City) -> Void)?

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let city = itemIdentifier(for: indexPath) else { return }
        onDelete?(city)
    }
}

class CitiesViewController: UIViewController {
    // 섹션을 위한 enum
    enum Section: CaseIterable { case main }

    let model = CitiesModel()
    // DiffableDataSource 인스턴스
    private var dataSource: CitiesDataSource!

    private let cityWeatherTableView: UITableView = {
        let tableView = UITableView()
        // register
        tableView.register(CityWeatherTableViewCell.self, forCellReuseIdentifier: CityWeatherTableViewCell.identifier)
        return tableView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cityWeatherTableView)
        // data source 초기 설정, data source와 테이블 뷰 연결
        configureDataSource()
        apply()
    }
}

extension CitiesViewController: UITableViewDelegate {
    private func apply() {
        let cities = model.cities
        var snapshot = ListSnapshot<Section, City>()
        do {
            try snapshot.appendSections([.main])
            try snapshot.appendItems(cities)
        } catch {
            print(error)  // a ListSnapshotError naming the cities at fault
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func configureDataSource() {
        // 초기 설정 후, apply()에서 snapshot을 사용해 적용하며 데이터 및 UI를 갈아끼움.
        dataSource = CitiesDataSource(tableView: cityWeatherTableView) {
            [weak self] (tableView: UITableView, indexPath: IndexPath, itemIdentifier: City) -> UITableViewCell? in
            // configure and return cell
            guard
                let cell = tableView.dequeueReusableCell(
                    withIdentifier: CityWeatherTableViewCell.identifier, for: indexPath) as? CityWeatherTableViewCell,
                self != nil
            else { return nil }
            let currentWeather = itemIdentifier.currentWeather
            cell.cityNameLabel.text = currentWeather.name
            cell.temperatureLabel.text = "\(currentWeather.temperature)°"
            return cell
        }
        dataSource.onDelete = { [weak self] city in
            guard let self, let index = self.model.cities.firstIndex(of: city) else { return }
            self.model.removeCity(at: index)
            self.apply()
        }
    }
}
