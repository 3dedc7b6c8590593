// What a test needs besides the front door, re-exported one declaration at a time (never the
// whole module): the scenario model, the axes, the record modes and the report's status.
// PublicAPITests pins this list and fails on an `@_exported import SnapshotKit`.
@_exported import struct SnapshotKit.Scenario
@_exported import enum SnapshotKit.FavoriteSelection
@_exported import struct SnapshotKit.Favorite
@_exported import struct SnapshotKit.Stop
@_exported import struct SnapshotKit.TransitMode
@_exported import struct SnapshotKit.Arrival
@_exported import enum SnapshotKit.ArrivalTiming
@_exported import struct SnapshotKit.TrackedActivity
@_exported import struct SnapshotKit.Color
@_exported import struct SnapshotKit.ActivityInfo
@_exported import enum SnapshotKit.ScenarioStatus
@_exported import struct SnapshotKit.WidgetConfiguration
@_exported import struct SnapshotKit.TimelineOffset
@_exported import struct SnapshotKit.ScenarioError
@_exported import enum SnapshotKit.Surface
@_exported import enum SnapshotKit.Device
@_exported import enum SnapshotKit.Appearance
@_exported import enum SnapshotKit.TextSize
@_exported import enum SnapshotKit.RenderingMode
@_exported import enum SnapshotKit.RecordMode
@_exported import enum SnapshotKit.SnapshotStatus
@_exported import enum SnapshotKit.SnapshotKitVersion
