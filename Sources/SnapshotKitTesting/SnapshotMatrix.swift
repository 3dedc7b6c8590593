import SnapshotCatalog
import SnapshotModel

/// Which snapshots of a scenario a test checks: the CLI's axes (`--surface`, `--device`,
/// `--appearance`, `--text-size`, `--mode`). The scenario's `timeline` adds one snapshot per
/// moment, as in the CLI.
///
/// The default (`.standard`) is small: every surface the scenario draws, the 393×852 device,
/// light and dark, Large and AX3, each surface's own first rendering mode (full colour for
/// widgets and Live Activities, vibrant for the Lock Screen accessories, day for StandBy).
/// `.all` is every value of every axis, the whole matrix.
public struct SnapshotMatrix: Sendable, Equatable {
    /// Empty: every surface the scenario draws.
    public var surfaces: [Surface]
    public var devices: [Device]
    public var appearances: [Appearance]
    public var textSizes: [TextSize]
    /// Empty: each surface's first mode; otherwise only the modes a surface supports.
    public var modes: [RenderingMode]

    public init(surfaces: [Surface] = [], devices: [Device] = [.iPhone393], appearances: [Appearance] = [.light, .dark],
                textSizes: [TextSize] = [.large, .ax3], modes: [RenderingMode] = []) {
        self.surfaces = surfaces; self.devices = devices; self.appearances = appearances
        self.textSizes = textSizes; self.modes = modes
    }

    /// The small default: every surface, 393×852, light and dark, L and AX3, each surface's first mode.
    public static let standard = SnapshotMatrix()

    /// Every surface, device, appearance, text size and rendering mode.
    public static let all = SnapshotMatrix(surfaces: Surface.allCases, devices: Device.allCases,
                                           appearances: Appearance.allCases, textSizes: TextSize.allCases,
                                           modes: RenderingMode.allCases)

    /// The CLI's selection for these axes, surfaces given to `expectSnapshots` taking precedence.
    func selection(surfaces chosen: [Surface]?) -> AxisSelection {
        AxisSelection(surfaces: chosen ?? surfaces, devices: devices, appearances: appearances,
                      textSizes: textSizes, modes: modes)
    }
}
