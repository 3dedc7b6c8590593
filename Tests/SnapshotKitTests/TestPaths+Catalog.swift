import Foundation

extension TestPaths {
    static let icons = repository.appendingPathComponent("Assets/icons")
    static let scenarios = repository.appendingPathComponent("Scenarios")
    static let goldens = repository.appendingPathComponent("Goldens")
}
