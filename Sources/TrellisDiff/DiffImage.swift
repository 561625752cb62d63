extension ImageComparer {
    /// pixelmatch's diff picture alone (see `compareAndDiff`, which also counts,
    /// in the same pass).
    public static func diffImage(_ reference: PixelImage, _ actual: PixelImage,
                                 options: CompareOptions = .init()) -> PixelImage {
        compareAndDiff(reference, actual, options: options).diff
    }
}
