import SnapshotCommandLine
import SnapshotImage
import SnapshotThreads
/// The two PNG files `snapshot diff` compares: read once, then either recognised as
/// byte-identical or decoded in parallel. Errors name the first unusable file, in argument
/// order, as reading and decoding each file in turn would, by the `names` the user gave.
package enum DiffInputs {
    package typealias Files = [Result<[UInt8], PNGError>]

    /// Both files' bytes (or why each could not be read).
    package static func read(_ paths: [String]) -> Files {
        paths.map { path in Result { () throws(PNGError) in try FileBytes.read(path) } }
    }

    /// The image size when both files hold exactly the same bytes and those bytes pass
    /// `PNGDecoder.size(of:)`; nil when the files differ or either could not be read.
    static func identicalSize(_ files: Files, _ names: [String]) throws(DiffInputError) -> PixelSize? {
        guard case .success(let a) = files[0], case .success(let b) = files[1], Bytes.equal(a, b) else { return nil }
        do { return try PNGDecoder.size(of: a) } catch {
            throw DiffInputError(file: names[0], reason: error.reasonAfterFileName)
        }
    }

    /// Decodes both files at once (one per core).
    package static func decode(_ files: Files, _ names: [String]) throws(DiffInputError) -> (Bitmap, Bitmap) {
        var results: [Result<Bitmap, PNGError>] = Array(repeating: .failure(.notPNG), count: 2)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedSendable(value: slots)
            ParallelWork.run(2) { i in
                slots.value[i] = files[i].flatMap { bytes in Result { () throws(PNGError) in try PNGDecoder.decode(bytes) } }
            }
        }
        var images: [Bitmap] = []
        for (i, r) in results.enumerated() {
            switch r {
            case .success(let image): images.append(image)
            case .failure(let e): throw DiffInputError(file: names[i], reason: e.reasonAfterFileName)
            }
        }
        return (images[0], images[1])
    }

    /// Refuses outputs that would overwrite an input (`--out A.png`, `--composite` over a
    /// layout) or each other: compared as files (device and inode), so links and `./A.png`
    /// are caught too.
    static func checkOutputs(_ args: ParsedArguments, inputs: [String], _ context: CommandContext) throws(DiffInputError) {
        let outputs = [DiffVerb.out, DiffVerb.composite].compactMap { o in args.text(o).map { (o.spec.name, $0) } }
        guard !outputs.isEmpty else { return }
        let layouts = [DiffVerb.layoutA, DiffVerb.layoutB].compactMap { args.text($0).map(context.path) }
        let siblings = inputs.map { FilePath.replacingExtension(of: $0, with: "json") }
        var taken = zip(inputs, args.positionals).map { ($0, "input \($1)") }
            + layouts.map { ($0, "layout \($0)") } + siblings.map { ($0, "layout \($0)") }
        for (name, given) in outputs {
            let path = context.path(given)
            for (input, what) in taken where FilePath.sameFile(path, input) {
                throw DiffInputError(file: given, reason: "--\(name) would overwrite the \(what); write it elsewhere")
            }
            taken.append((path, "--\(name) file"))
        }
    }

}
