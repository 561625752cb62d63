import TrellisSolver

/// `screen-N`: a realistic phone screen of N views (N = 10 + 10·cards), the
/// shape of a feed: a navigation bar with a title and two buttons, a tab bar
/// with four items, a content area, and a column of cards of ten views each
/// (avatar, title, date, subtitle, image with an aspect ratio, three buttons,
/// a separator). It mixes what real layouts have and the chain and grid
/// don't: inequalities, several optional priorities (750, 250), centring,
/// ratios. `scripts/kiwi_workloads.py` builds the same system for kiwi.
extension SolverWorkloads {
    static func screen(_ views: Int) throws -> Built {
        let cards = max(0, (views - 10) / 10)
        let s = Solver()
        // The screen's size is known before it is built (44 constraints and
        // 11 views, with the root's edit; 44 constraints and 10 views a
        // card), so the solver's tables and the list of variables are sized
        // once instead of doubling past the cache (PERFORMANCE.md,
        // `wave2-solvermem7`). The system solved is the same.
        s.reserveCapacity(constraints: 45 + 44 * cards, variables: 4 * (11 + 10 * cards))
        let root = Box(s)
        var variables = root.variables
        variables.reserveCapacity(4 * (11 + 10 * cards))
        func box() -> Box {
            let b = Box(s)
            variables += b.variables
            return b
        }
        func add(_ c: Constraint) throws { try s.add(c) }
        func centerX(_ b: Box) -> Expression { b.left + 0.5 * b.width }
        func centerY(_ b: Box) -> Expression { b.top + 0.5 * b.height }
        try add(Constraint(root.left, .equal, 0))
        try add(Constraint(root.top, .equal, 0))
        try add(Constraint(root.height, .equal, 812))
        try s.addEditVariable(root.width, priority: editPriority)
        try s.suggestValue(root.width, 375)

        // Navigation bar: 4 views.
        let nav = box(), title = box(), back = box(), action = box()
        try add(Constraint(nav.left, .equal, root.left))
        try add(Constraint(nav.right, .equal, root.right))
        try add(Constraint(nav.top, .equal, root.top + 44))
        try add(Constraint(nav.height, .equal, 44))
        try add(Constraint(centerX(title), .equal, centerX(nav)))
        try add(Constraint(centerY(title), .equal, centerY(nav)))
        try add(Constraint(title.width, .equal, 200, priority: .defaultHigh))
        try add(Constraint(title.width, .lessThanOrEqual, nav.width - 120))
        try add(Constraint(title.height, .equal, 22))
        try add(Constraint(back.left, .equal, nav.left + 8))
        try add(Constraint(back.top, .equal, nav.top + 6))
        try add(Constraint(back.width, .equal, 44))
        try add(Constraint(back.height, .equal, 32))
        try add(Constraint(action.right, .equal, nav.right - 8))
        try add(Constraint(action.top, .equal, nav.top + 6))
        try add(Constraint(action.width, .equal, 44))
        try add(Constraint(action.height, .equal, 32))

        // Tab bar with four equal items: 5 views.
        let tab = box()
        try add(Constraint(tab.left, .equal, root.left))
        try add(Constraint(tab.right, .equal, root.right))
        try add(Constraint(tab.bottom, .equal, root.bottom))
        try add(Constraint(tab.height, .equal, 83))
        var items: [Box] = []
        for i in 0..<4 {
            let item = box()
            try add(Constraint(item.left, .equal, i == 0 ? tab.left.expression : items[i - 1].right))
            if i > 0 { try add(Constraint(item.width, .equal, items[0].width)) }
            if i == 3 { try add(Constraint(item.right, .equal, tab.right)) }
            try add(Constraint(item.top, .equal, tab.top + 4))
            try add(Constraint(item.height, .equal, 49))
            items.append(item)
        }

        // Content area: 1 view.
        let content = box()
        try add(Constraint(content.left, .equal, root.left))
        try add(Constraint(content.right, .equal, root.right))
        try add(Constraint(content.top, .equal, nav.bottom))
        try add(Constraint(content.bottom, .equal, tab.top))

        // Cards: 10 views each.
        var previous: Box? = nil
        for _ in 0..<cards {
            let card = box(), avatar = box(), name = box(), date = box(), subtitle = box()
            let image = box(), like = box(), comment = box(), share = box(), separator = box()
            try add(Constraint(card.left, .equal, content.left))
            try add(Constraint(card.right, .equal, content.right))
            try add(Constraint(card.top, .equal, previous.map { $0.bottom } ?? content.top + 8))
            try add(Constraint(avatar.left, .equal, card.left + 16))
            try add(Constraint(avatar.top, .equal, card.top + 12))
            try add(Constraint(avatar.width, .equal, 40))
            try add(Constraint(avatar.height, .equal, 40))
            try add(Constraint(name.left, .equal, avatar.right + 12))
            try add(Constraint(name.top, .equal, avatar.top))
            try add(Constraint(name.height, .equal, 20, priority: .defaultHigh))
            try add(Constraint(name.height, .greaterThanOrEqual, 16))
            try add(Constraint(name.width, .equal, 180, priority: .defaultLow))
            try add(Constraint(name.right, .lessThanOrEqual, date.left - 8))
            try add(Constraint(date.right, .equal, card.right - 16))
            try add(Constraint(date.top, .equal, avatar.top + 2))
            try add(Constraint(date.width, .equal, 60, priority: .defaultHigh))
            try add(Constraint(date.height, .equal, 16))
            try add(Constraint(subtitle.left, .equal, name.left))
            try add(Constraint(subtitle.right, .equal, card.right - 16))
            try add(Constraint(subtitle.top, .equal, name.bottom + 4))
            try add(Constraint(subtitle.height, .equal, 16, priority: .defaultHigh))
            try add(Constraint(image.left, .equal, card.left + 16))
            try add(Constraint(image.right, .equal, card.right - 16))
            try add(Constraint(image.top, .equal, avatar.bottom + 12))
            try add(Constraint(image.top, .greaterThanOrEqual, subtitle.bottom + 8))
            try add(Constraint(image.height, .equal, 0.5625 * image.width))
            try add(Constraint(like.left, .equal, card.left + 16))
            try add(Constraint(like.top, .equal, image.bottom + 8))
            try add(Constraint(like.width, .equal, 60, priority: .defaultHigh))
            try add(Constraint(like.height, .equal, 32))
            try add(Constraint(comment.left, .equal, like.right + 8))
            try add(Constraint(comment.top, .equal, like.top))
            try add(Constraint(comment.width, .equal, 60, priority: .defaultHigh))
            try add(Constraint(comment.height, .equal, 32))
            try add(Constraint(share.right, .equal, card.right - 16))
            try add(Constraint(share.top, .equal, like.top))
            try add(Constraint(share.width, .equal, 60, priority: .defaultHigh))
            try add(Constraint(share.height, .equal, 32))
            try add(Constraint(share.left, .greaterThanOrEqual, comment.right + 8))
            try add(Constraint(separator.left, .equal, card.left + 16))
            try add(Constraint(separator.right, .equal, card.right))
            try add(Constraint(separator.top, .equal, like.bottom + 12))
            try add(Constraint(separator.height, .equal, 1))
            try add(Constraint(card.bottom, .equal, separator.bottom))
            previous = card
        }
        return Built(solver: s, root: root, variables: variables, spacings: [])
    }
}
