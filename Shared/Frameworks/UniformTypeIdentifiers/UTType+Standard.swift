// The system's declared types that transfers and files use, with the identifiers, extensions, MIME
// types and parents Apple declares for them.

extension UTType {
    /// Anything: the root of the physical hierarchy.
    public static let item = UTType(identifier: "public.item", parents: [])
    /// Any content: the root of the functional hierarchy.
    public static let content = UTType(identifier: "public.content", parents: [])
    /// Bytes of any kind.
    public static let data = UTType(identifier: "public.data", parents: ["public.item"])
    /// Text of any encoding.
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"])
    /// Text without markup.
    public static let plainText = UTType(
        identifier: "public.plain-text", filenameExtensions: ["txt", "text"], mimeTypes: ["text/plain"], parents: ["public.text"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    /// Plain text in UTF-16.
    public static let utf16PlainText = UTType(identifier: "public.utf16-plain-text", parents: ["public.plain-text"])
    /// JSON.
    public static let json = UTType(
        identifier: "public.json", filenameExtensions: ["json"], mimeTypes: ["application/json"], parents: ["public.text"])
    /// A property list.
    public static let propertyList = UTType(
        identifier: "com.apple.property-list", filenameExtensions: ["plist"], parents: ["public.data"])
    /// XML.
    public static let xml = UTType(
        identifier: "public.xml", filenameExtensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], parents: ["public.text"])
    /// HTML.
    public static let html = UTType(
        identifier: "public.html", filenameExtensions: ["html", "htm"], mimeTypes: ["text/html"], parents: ["public.text"])
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(
        identifier: "public.comma-separated-values-text", filenameExtensions: ["csv"], mimeTypes: ["text/csv"],
        parents: ["public.plain-text"])
    /// A URL.
    public static let url = UTType(identifier: "public.url", parents: ["public.data"])
    /// A URL of a file.
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])
    /// An image of any format.
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
    /// A PNG image.
    public static let png = UTType(
        identifier: "public.png", filenameExtensions: ["png"], mimeTypes: ["image/png"], parents: ["public.image"])
    /// A JPEG image.
    public static let jpeg = UTType(
        identifier: "public.jpeg", filenameExtensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"], parents: ["public.image"])
    /// A GIF image.
    public static let gif = UTType(
        identifier: "com.compuserve.gif", filenameExtensions: ["gif"], mimeTypes: ["image/gif"], parents: ["public.image"])
    /// A HEIC image.
    public static let heic = UTType(
        identifier: "public.heic", filenameExtensions: ["heic"], mimeTypes: ["image/heic"], parents: ["public.image"])
    /// An SVG image.
    public static let svg = UTType(
        identifier: "public.svg-image", filenameExtensions: ["svg"], mimeTypes: ["image/svg+xml"], parents: ["public.image"])
    /// A PDF document.
    public static let pdf = UTType(
        identifier: "com.adobe.pdf", filenameExtensions: ["pdf"], mimeTypes: ["application/pdf"],
        parents: ["public.data", "public.content"])
    /// Audio of any format.
    public static let audio = UTType(identifier: "public.audio", parents: ["public.data", "public.content"])
    /// MPEG-3 audio.
    public static let mp3 = UTType(
        identifier: "public.mp3", filenameExtensions: ["mp3"], mimeTypes: ["audio/mpeg"], parents: ["public.audio"])
    /// WAVE audio.
    public static let wav = UTType(
        identifier: "com.microsoft.waveform-audio", filenameExtensions: ["wav", "wave"], mimeTypes: ["audio/wav"], parents: ["public.audio"]
    )
    /// A font of any format.
    public static let font = UTType(identifier: "public.font", parents: ["public.data", "public.content"])
    /// A ZIP archive.
    public static let zip = UTType(
        identifier: "public.zip-archive", filenameExtensions: ["zip"], mimeTypes: ["application/zip"], parents: ["public.data"])

    /// Every type known here, the more specific before the more general.
    static let all: [UTType] = [
        .json, .xml, .html, .commaSeparatedText, .plainText, .utf8PlainText, .utf16PlainText, .text, .propertyList, .png, .jpeg, .gif,
        .heic,
        .svg, .image, .pdf, .mp3, .wav, .audio, .font, .zip, .fileURL, .url, .data, .content, .item,
    ]

    /// The known types by lower-cased identifier.
    static let known: [String: UTType] = Dictionary(all.map { ($0.identifier.lowercased(), $0) }) { first, _ in first }
}
