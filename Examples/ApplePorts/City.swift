import Foundation

/// The weather of a city now (the original elides its fields; a name and a temperature do).
struct WeatherOfCity: Hashable {
    var name: String
    var temperature: Int
}

/// A forecast (elided in the original too).
struct Forecast: Hashable {
    var summary: String
}

/// The original's city: identified by a UUID, so an edited city stays the same item.
struct City: Hashable {
    let name: String
    let identifier = UUID()
    let currentWeather: WeatherOfCity
    let forecastWeather: Forecast

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    static func == (lhs: City, rhs: City) -> Bool {
        lhs.identifier == rhs.identifier
    }
}

/// The cities the screen lists.
final class CitiesModel {
    private(set) var cities: [City] = [
        City(
            name: "Seoul", currentWeather: WeatherOfCity(name: "Seoul", temperature: 3),
            forecastWeather: Forecast(summary: "snow")),
        City(
            name: "Busan", currentWeather: WeatherOfCity(name: "Busan", temperature: 9),
            forecastWeather: Forecast(summary: "sun")),
        City(
            name: "Jeju", currentWeather: WeatherOfCity(name: "Jeju", temperature: 12),
            forecastWeather: Forecast(summary: "rain")),
    ]

    func removeCity(at index: Int) {
        cities.remove(at: index)
    }
}
