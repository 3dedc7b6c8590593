import SnapshotCommandLine
import SnapshotDiffCommand
/// The table of verbs. Each verb lives in its own file under `CLI/Verbs/`; add it here.
enum VerbRegistry {
    static var all: [Verb] {
        [
            RenderVerb.verb,
            VerifyVerb.verb,
            RecordVerb.verb,
            ApproveVerb.verb,
            ReportVerb.verb,
            PruneVerb.verb,
            SheetVerb.verb,
            DiffVerb.verb,
            AuditVerb.verb,
            SweepVerb.verb,
        ]
    }
}
