extension IBImporter {
    /// Whether `id` names something in `scene`: its controller, a view, or
    /// a layout guide. Asked only when a constraint names an id its own
    /// scene doesn't hold, to say which scene does (ids are unique in a
    /// document, so at most one answers).
    static func holds(_ scene: IBScene, _ id: String) -> Bool {
        if scene.controllerId == id || scene.topGuideId == id || scene.bottomGuideId == id { return true }
        return scene.root.flattened.contains { v in
            v.id == id || v.safeAreaGuideId == id || v.keyboardGuideId == id || v.otherGuideIds.contains(id)
        }
    }
}
