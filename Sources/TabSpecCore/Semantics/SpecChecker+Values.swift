/// Typed value readers, one per kind of value of the schema (``SpecKey/Value``). Each reads a property's
/// values, reports what is wrong with them, and returns `nil` when there is no usable value (the caller
/// then keeps the default).
extension SpecChecker {
    /// A value read from a property, as its key's schema says.
    enum Value {
        case number(Double)
        /// The index of the keyword among its spellings.
        case keyword(Int)
        case bool(Bool)
        case color(TabBarColor)
        case string(String)
        case padding(EdgeInsets)
        case font(TabBarConfiguration.Font)
        case animation(TabBarConfiguration.Animation)
    }

    /// Reads a property the way its key's schema says.
    func read(_ property: SyntaxTree.NodeIndex, as key: SpecKey) -> Value? {
        switch key.value {
        case let .keyword(allowed): keyword(property, key: key, allowed: allowed, expected: "one of \(Diagnostic.quotedList(allowed.spellings))").map(Value.keyword)
        case let .number(bound): number(property, key: key, bound: bound).map(Value.number)
        case .bool: keyword(property, key: key, allowed: Spellings.bool, expected: "'true' or 'false'").map { Value.bool($0 == 0) }
        case .color: color(property, key: key).map(Value.color)
        case .string: string(property, key: key).map(Value.string)
        case .nonEmptyString: nonEmptyString(property, key: key).map(Value.string)
        case .padding: padding(property).map(Value.padding)
        case .font: font(property, key: key.name).map(Value.font)
        case .animation: animation(property).map(Value.animation)
        case .tabID, .block: nil
        }
    }

    /// How a diagnostic quotes a value.
    func describe(_ value: TokenIndex) -> String {
        Diagnostic.quotedValue(quoted(value))
    }

    /// Whether a value of the property is a token the lexer reported (the property is then skipped, so one
    /// typo yields one diagnostic).
    func hasInvalidValue(_ property: SyntaxTree.NodeIndex) -> Bool {
        tree.values(property).contains { tokens.kind($0) == .invalid }
    }

    /// The property's only value; reports extra values. `expected` is only built when the count is wrong.
    func single(_ property: SyntaxTree.NodeIndex, expected: @autoclosure () -> String) -> TokenIndex? {
        let values = tree.values(property)
        guard let first = values.first, !hasInvalidValue(property) else { return nil }
        if values.count > 1 {
            report(.wrongValueCount(tokens.text(tree.key(property)), expected: expected(), found: values.count, at: tree.valuesRange(property)))
            return nil
        }
        return first
    }

    /// A number value checked against `bound`; a number too large to represent is out of range.
    func number(_ value: TokenIndex, key: String, bound: NumberBound) -> Double? {
        let range = tokens.range(value)
        switch tokens.kind(value) {
        case .number:
            let number = tokens.number(value)
            guard number.isFinite else {
                report(.numberTooLarge(key, requirement: bound.requirement, found: tokens.text(value), at: range))
                return nil
            }
            guard bound.contains(number) else {
                report(.valueOutOfRange(key, requirement: bound.requirement, found: quoted(value), at: range))
                return nil
            }
            return number
        case .percentage:
            report(.percentageNotAllowed(key, at: range))
            return nil
        case .invalid:
            return nil
        case .string where Double(tokens.string(value)) != nil:
            let string = tokens.string(value)
            report(.invalidValue(key, expected: "a number", found: describe(value), at: range,
                                 fixIts: [.replace(range, with: string, original: quoted(value))]))
            return nil
        default:
            report(.invalidValue(key, expected: "a number", found: describe(value), at: range))
            return nil
        }
    }

    /// A property holding one number.
    private func number(_ property: SyntaxTree.NodeIndex, key: SpecKey, bound: NumberBound) -> Double? {
        let values = tree.values(property)
        if values.count == 1, tokens.kind(values[0]) == .number, bound.contains(tokens.number(values[0])) { return tokens.number(values[0]) }
        guard let value = single(property, expected: "one number") else { return nil }
        return number(value, key: key.name, bound: bound)
    }

    /// A keyword among `allowed` (`system`, `custom`) — its index — with did-you-mean.
    func keyword(_ value: TokenIndex, key: String, allowed: Keywords) -> Int? {
        let range = tokens.range(value)
        switch tokens.kind(value) {
        case .identifier:
            if let index = allowed.table.lookup(value, in: tokens) { return index }
            let suggestions = Suggestion.names(for: tokens.text(value), among: allowed.spellings)
            report(.invalidKeyword(key, found: quoted(value), allowed: allowed.spellings, suggestions: suggestions, at: range))
            return nil
        case .string where allowed.spellings.contains(tokens.string(value)):
            report(.invalidValue(key, expected: Diagnostic.quotedList(allowed.spellings) + " without quotes", found: describe(value),
                                 at: range, fixIts: [.replace(range, with: tokens.string(value), original: quoted(value))]))
            return nil
        case .invalid:
            return nil
        default:
            report(.invalidValue(key, expected: Diagnostic.quotedList(allowed.spellings), found: describe(value), at: range))
            return nil
        }
    }

    /// A property holding one keyword among `allowed`; `expected` is only built when the count is wrong.
    private func keyword(_ property: SyntaxTree.NodeIndex, key: SpecKey, allowed: Keywords,
                         expected: @autoclosure () -> String) -> Int? {
        let values = tree.values(property)
        if values.count == 1, tokens.kind(values[0]) == .identifier, let index = allowed.table.lookup(values[0], in: tokens) { return index }
        guard let value = single(property, expected: expected()) else { return nil }
        return keyword(value, key: key.name, allowed: allowed)
    }

    /// A string; a bare name gets a Fix-It adding the quotes (names joined by `.` too: `house.fill`).
    func string(_ property: SyntaxTree.NodeIndex, key: SpecKey) -> String? {
        let values = tree.values(property)
        if values.count == 1, tokens.kind(values[0]) == .string { return tokens.string(values[0]) }
        if values.count == 1, tokens.problem(values[0]) == .dottedName {
            reportUnquoted(values[0], key: key.name)
            explain(values[0])
            return nil
        }
        guard let value = single(property, expected: "one string") else { return nil }
        switch tokens.kind(value) {
        case .string:
            return tokens.string(value)
        case .identifier, .number:
            reportUnquoted(value, key: key.name)
            return nil
        default:
            report(.invalidValue(key.name, expected: "a string in quotes", found: describe(value), at: tokens.range(value)))
            return nil
        }
    }

    /// A string that is not empty (a table name, a localization key); an empty one gets a Fix-It writing
    /// `replacement` when there is one (the default table, the tab's default key).
    func nonEmptyString(_ property: SyntaxTree.NodeIndex, key: SpecKey, replacement: String? = nil) -> String? {
        guard let text = string(property, key: key) else { return nil }
        // A string was read, so the property has exactly one value.
        guard text.isEmpty, let value = tree.values(property).first else { return text }
        let range = tokens.range(value)
        let fixIts: [FixIt] = if let replacement, !replacement.contains("\""), !replacement.contains("\\") {
            [.replace(range, with: "\"\(replacement)\"", original: quoted(value))]
        } else {
            []
        }
        report(.invalidValue(key.name, expected: "a non-empty string", found: describe(value), at: range, fixIts: fixIts))
        return nil
    }

    /// A name or number where a string belongs: the Fix-It adds the quotes.
    private func reportUnquoted(_ value: TokenIndex, key: String) {
        let written = tokens.text(value)
        let range = tokens.range(value)
        report(.invalidValue(key, expected: "a string in quotes", found: describe(value), at: range,
                             fixIts: [.replace(range, with: "\"\(written)\"", original: quoted(value))]))
    }

    /// `padding`: 1–4 numbers ≥ 0 in CSS order (top right bottom left; right = trailing, left = leading).
    private func padding(_ property: SyntaxTree.NodeIndex) -> EdgeInsets? {
        let values = tree.values(property)
        guard !values.isEmpty, !hasInvalidValue(property) else { return nil }
        guard values.count <= 4 else {
            report(.wrongValueCount("padding", expected: "1 to 4 numbers (top, trailing, bottom, leading)", found: values.count,
                                    at: tree.valuesRange(property)))
            return nil
        }
        var numbers: [Double] = []
        for value in values {
            guard let number = number(value, key: "padding", bound: .nonNegative) else { return nil }
            numbers.append(number)
        }
        switch numbers.count {
        case 1: return EdgeInsets(top: numbers[0], leading: numbers[0], bottom: numbers[0], trailing: numbers[0])
        case 2: return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[0], trailing: numbers[1])
        case 3: return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[1])
        default: return EdgeInsets(top: numbers[0], leading: numbers[3], bottom: numbers[2], trailing: numbers[1])
        }
    }

    /// `titleFont: [weight] size` (and `badge { font }`, v1.3); `key` names it in messages.
    private func font(_ property: SyntaxTree.NodeIndex, key: String) -> TabBarConfiguration.Font? {
        let values = tree.values(property)
        guard let last = values.last, !hasInvalidValue(property) else { return nil }
        guard values.count <= 2 else {
            report(.wrongValueCount(key, expected: "an optional weight and a size (e.g. 'bold 15')", found: values.count,
                                    at: tree.valuesRange(property)))
            return nil
        }
        var weight = TabBarConfiguration.Font().weight
        if values.count == 2 {
            guard let index = keyword(values[0], key: key, allowed: Spellings.fontWeight) else { return nil }
            weight = TabBarConfiguration.FontWeight.allCases[index]
        } else if tokens.kind(last) == .identifier {
            report(.invalidValue(key, expected: "a size after the weight, as in '\(quoted(last)) 12'", found: describe(last),
                                 at: tokens.range(last)))
            return nil
        }
        guard let size = number(last, key: key, bound: .positive) else { return nil }
        return TabBarConfiguration.Font(weight: weight, size: size)
    }

    /// `selectionAnimation: curve duration`, 0 < duration ≤ 2.
    private func animation(_ property: SyntaxTree.NodeIndex) -> TabBarConfiguration.Animation? {
        let values = tree.values(property)
        guard !values.isEmpty, !hasInvalidValue(property) else { return nil }
        guard values.count == 2 else {
            report(.wrongValueCount("selectionAnimation", expected: "a curve and a duration (e.g. 'easeInOut 0.2')", found: values.count,
                                    at: tree.valuesRange(property)))
            return nil
        }
        let curve = keyword(values[0], key: "selectionAnimation", allowed: Spellings.animationCurve)
        let duration = number(values[1], key: "selectionAnimation", bound: .openClosed(0, 2))
        guard let curve, let duration else { return nil }
        return TabBarConfiguration.Animation(curve: TabBarConfiguration.AnimationCurve.allCases[curve], duration: duration)
    }
}

extension TabBarConfiguration {
    /// Stores a value read for a `tabbar` key.
    mutating func apply(_ value: SpecChecker.Value, for key: SpecKey) {
        switch (key, value) {
        case let (.kind, .keyword(index)): kind = Kind.allCases[index]
        case let (.itemPositioning, .keyword(index)): itemPositioning = ItemPositioning.allCases[index]
        case let (.itemWidth, .number(number)): itemWidth = number
        case let (.itemSpacing, .number(number)): itemSpacing = number
        case let (.height, .number(number)): height = number
        case let (.padding, .padding(insets)): padding = insets
        case let (.iconSize, .number(number)): iconSize = number
        case let (.titleFont, .font(font)): titleFont = font
        case let (.titleSpacing, .number(number)): titleSpacing = number
        case let (.translucent, .bool(flag)): isTranslucent = flag
        case let (.swipe, .bool(flag)): isSwipeEnabled = flag
        case let (.selectionAnimation, .animation(animation)): selectionAnimation = animation
        case let (.backgroundImageHeight, .number(number)): backgroundImageHeight = number
        case let (.tintColor, .color(color)): colors.tint = color
        case let (.unselectedItemTintColor, .color(color)): colors.unselectedItemTint = color
        case let (.barTintColor, .color(color)): colors.barTint = color
        case let (.backgroundColor, .color(color)): colors.background = color
        case let (.titleColor, .color(color)): colors.title = color
        case let (.selectedItemBackgroundColor, .color(color)): colors.selectedItemBackground = color
        case let (.itemBackgroundColor, .color(color)): colors.itemBackground = color
        case let (.imageBundle, .keyword(index)): imageBundle = ResourceBundle.allCases[index]
        case let (.imageRendering, .keyword(index)): imageRendering = ImageRendering.allCases[index]
        case let (.reselect, .keyword(index)): reselect = Reselect.allCases[index]
        case let (.customizable, .bool(flag)): isCustomizable = flag
        case let (.keyboardShortcuts, .bool(flag)): hasKeyboardShortcuts = flag
        case let (.bottomAccessory, .bool(flag)): hasBottomAccessory = flag
        case let (.backgroundEffect, .keyword(index)): backgroundEffect = BackgroundEffect.allCases[index]
        case let (.shadowColor, .color(color)): shadowColor = color
        case let (.regularWidth, .keyword(index)): regularWidth = RegularWidth.allCases[index]
        default: break
        }
    }
}
