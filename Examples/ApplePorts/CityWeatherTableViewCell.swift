import DiffableDataSourceKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The original's cell: a city's name and its temperature.
final class CityWeatherTableViewCell: UITableViewCell {
    static let identifier = "CityWeatherTableViewCell"

    let cityNameLabel = UILabel()
    let temperatureLabel = UILabel()

    #if canImport(UIKit)
    // On a device the labels are laid out in the content view (the original elides this part).
    override func layoutSubviews() {
        super.layoutSubviews()
        if cityNameLabel.superview == nil {
            contentView.addSubview(cityNameLabel)
            contentView.addSubview(temperatureLabel)
        }
        let bounds = contentView.bounds.insetBy(dx: 16, dy: 0)
        cityNameLabel.frame = bounds
        temperatureLabel.frame = bounds
        temperatureLabel.textAlignment = .right
    }
    #endif
}
