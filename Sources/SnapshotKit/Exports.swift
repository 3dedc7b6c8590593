// The front door library: what an app's tools may name, re-exported from the layer that
// declares it one declaration at a time (never a whole module, so the layers' `package`
// members stay the package's own): the scenario model, the axes, the record modes, the
// report's status and the version. PublicAPITests pins this list.
@_exported import enum SnapshotFormats.SnapshotKitVersion
@_exported import struct SnapshotModel.Color
@_exported import enum SnapshotModel.Surface
@_exported import enum SnapshotModel.Device
@_exported import enum SnapshotModel.Appearance
@_exported import enum SnapshotModel.TextSize
@_exported import enum SnapshotModel.RenderingMode
@_exported import struct SnapshotScenario.Scenario
@_exported import enum SnapshotScenario.FavoriteSelection
@_exported import struct SnapshotScenario.Favorite
@_exported import struct SnapshotScenario.Stop
@_exported import struct SnapshotScenario.TransitMode
@_exported import struct SnapshotScenario.Arrival
@_exported import enum SnapshotScenario.ArrivalTiming
@_exported import struct SnapshotScenario.TrackedActivity
@_exported import struct SnapshotScenario.ActivityInfo
@_exported import enum SnapshotScenario.ScenarioStatus
@_exported import struct SnapshotScenario.WidgetConfiguration
@_exported import struct SnapshotScenario.TimelineOffset
@_exported import struct SnapshotScenario.ScenarioError
@_exported import enum SnapshotGolden.RecordMode
@_exported import enum SnapshotGolden.SnapshotStatus
