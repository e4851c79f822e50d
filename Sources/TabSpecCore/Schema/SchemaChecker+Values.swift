/// Typed value readers. Each reads a property's values, reports what is wrong with them, and returns `nil`
/// when there is no usable value (the caller then keeps the default).
extension SchemaChecker {
    /// A constraint on a number.
    enum NumberBound {
        case any
        /// > 0
        case positive
        /// ≥ 0
        case nonNegative
        /// a ≤ v ≤ b
        case closed(Double, Double)
        /// a < v ≤ b
        case openClosed(Double, Double)

        func contains(_ value: Double) -> Bool {
            switch self {
            case .any: value.isFinite
            case .positive: value > 0
            case .nonNegative: value >= 0
            case let .closed(low, high): value >= low && value <= high
            case let .openClosed(low, high): value > low && value <= high
            }
        }

        var requirement: String {
            switch self {
            case .any: "a finite number"
            case .positive: "greater than 0"
            case .nonNegative: "0 or greater"
            case let .closed(low, high): "between \(SchemaChecker.format(low)) and \(SchemaChecker.format(high))"
            case let .openClosed(low, high): "greater than \(SchemaChecker.format(low)) and at most \(SchemaChecker.format(high))"
            }
        }
    }

    /// Shortest decimal text of a number (`56`, `0.3`).
    static func format(_ value: Double) -> String {
        DecimalText.shortest(value)
    }

    /// How a diagnostic quotes a value.
    func describe(_ value: SyntaxValue) -> String {
        Diagnostic.quotedValue(text(value.range))
    }

    /// The property's only value; reports a missing colon's absence silently (the parser did) and extra values.
    /// `expected` is only built when the count is wrong.
    mutating func single(_ property: SyntaxProperty, expected: @autoclosure () -> String) -> SyntaxValue? {
        guard let first = property.values.first, !SchemaChecker.hasInvalidValue(property) else { return nil }
        if property.values.count > 1 {
            report(.wrongValueCount(property.key.text, expected: expected(), found: property.values.count, at: property.valuesRange))
            return nil
        }
        return first
    }

    /// Whether a value of the property is a token the lexer already reported (the property is then skipped,
    /// so one typo yields one diagnostic).
    static func hasInvalidValue(_ property: SyntaxProperty) -> Bool {
        property.values.contains { if case .invalid = $0.kind { true } else { false } }
    }

    /// A number value checked against `bound`.
    mutating func number(_ value: SyntaxValue, key: String, bound: NumberBound) -> Double? {
        switch value.kind {
        case let .number(number):
            guard bound.contains(number) else {
                report(.valueOutOfRange(key, requirement: bound.requirement, found: text(value.range), at: value.range))
                return nil
            }
            return number
        case .percentage:
            report(.percentageNotAllowed(key, at: value.range))
            return nil
        case .invalid:
            return nil
        case let .string(string) where Double(string) != nil:
            report(.invalidValue(key, expected: "a number", found: describe(value), at: value.range,
                                 fixIts: [.replace(value.range, with: string, original: text(value.range))]))
            return nil
        default:
            report(.invalidValue(key, expected: "a number", found: describe(value), at: value.range))
            return nil
        }
    }

    /// A property holding one number.
    mutating func number(_ property: SyntaxProperty, bound: NumberBound) -> Double? {
        guard let value = single(property, expected: "one number") else { return nil }
        return number(value, key: property.key.text, bound: bound)
    }

    /// A keyword among `allowed` (`system`, `custom`), with did-you-mean.
    mutating func keyword(_ value: SyntaxValue, key: String, allowed: [String]) -> String? {
        switch value.kind {
        case let .identifier(name):
            if allowed.containsName(name) { return name }
            let suggestions = EditDistance.suggestions(for: name, among: allowed)
            report(.invalidKeyword(key, found: name, allowed: allowed, suggestions: suggestions, at: value.range))
            return nil
        case let .string(string) where allowed.contains(string):
            report(.invalidValue(key, expected: Diagnostic.quotedList(allowed) + " without quotes", found: describe(value),
                                 at: value.range, fixIts: [.replace(value.range, with: string, original: text(value.range))]))
            return nil
        case .invalid:
            return nil
        default:
            report(.invalidValue(key, expected: Diagnostic.quotedList(allowed), found: describe(value), at: value.range))
            return nil
        }
    }

    /// A property holding one keyword of an enumeration whose raw values are the allowed spellings.
    mutating func keyword<T: RawRepresentable & CaseIterable>(_ property: SyntaxProperty, as type: T.Type) -> T? where T.RawValue == String {
        // The common case first: one valid keyword, without building the list of allowed spellings.
        if property.values.count == 1, case let .identifier(name) = property.values[0].kind, let value = T(rawValue: name) {
            return value
        }
        let allowed = T.allCases.map(\.rawValue)
        guard let value = single(property, expected: "one of \(Diagnostic.quotedList(allowed))"),
              let name = keyword(value, key: property.key.text, allowed: allowed) else { return nil }
        return T(rawValue: name)
    }

    /// `true` or `false`.
    mutating func bool(_ property: SyntaxProperty) -> Bool? {
        guard let value = single(property, expected: "'true' or 'false'"),
              let name = keyword(value, key: property.key.text, allowed: ["true", "false"]) else { return nil }
        return name == "true"
    }

    /// A string; a bare name gets a Fix-It adding the quotes.
    mutating func string(_ property: SyntaxProperty) -> String? {
        guard let value = single(property, expected: "one string") else { return nil }
        switch value.kind {
        case let .string(string):
            return string
        case .identifier, .number:
            let written = text(value.range)
            report(.invalidValue(property.key.text, expected: "a string in quotes", found: describe(value), at: value.range,
                                 fixIts: [.replace(value.range, with: "\"\(written)\"", original: written)]))
            return nil
        default:
            report(.invalidValue(property.key.text, expected: "a string in quotes", found: describe(value), at: value.range))
            return nil
        }
    }

    /// `padding`: 1–4 numbers ≥ 0 in CSS order (top right bottom left; right = trailing, left = leading).
    mutating func padding(_ property: SyntaxProperty) -> EdgeInsets? {
        let values = property.values
        guard !values.isEmpty, !SchemaChecker.hasInvalidValue(property) else { return nil }
        guard values.count <= 4 else {
            report(.wrongValueCount("padding", expected: "1 to 4 numbers (top, trailing, bottom, leading)", found: values.count,
                                    at: property.valuesRange))
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

    /// `titleFont: [weight] size`.
    mutating func font(_ property: SyntaxProperty) -> TabBarConfiguration.Font? {
        let values = property.values
        guard let last = values.last, !SchemaChecker.hasInvalidValue(property) else { return nil }
        guard values.count <= 2 else {
            report(.wrongValueCount("titleFont", expected: "an optional weight and a size (e.g. 'bold 15')", found: values.count,
                                    at: property.valuesRange))
            return nil
        }
        var weight = TabBarConfiguration.Font().weight
        if values.count == 2 {
            let weights = TabBarConfiguration.FontWeight.allCases.map(\.rawValue)
            guard let name = keyword(values[0], key: "titleFont", allowed: weights),
                  let parsed = TabBarConfiguration.FontWeight(rawValue: name) else { return nil }
            weight = parsed
        } else if case .identifier = last.kind {
            report(.invalidValue("titleFont", expected: "a size after the weight, as in '\(text(last.range)) 12'", found: describe(last), at: last.range))
            return nil
        }
        guard let size = number(last, key: "titleFont", bound: .positive) else { return nil }
        return TabBarConfiguration.Font(weight: weight, size: size)
    }

    /// `selectionAnimation: curve duration`, 0 < duration ≤ 2.
    mutating func animation(_ property: SyntaxProperty) -> TabBarConfiguration.Animation? {
        let values = property.values
        guard !values.isEmpty, !SchemaChecker.hasInvalidValue(property) else { return nil }
        guard values.count == 2 else {
            report(.wrongValueCount("selectionAnimation", expected: "a curve and a duration (e.g. 'easeInOut 0.2')", found: values.count,
                                    at: property.valuesRange))
            return nil
        }
        let curves = TabBarConfiguration.AnimationCurve.allCases.map(\.rawValue)
        let curveName = keyword(values[0], key: "selectionAnimation", allowed: curves)
        let duration = number(values[1], key: "selectionAnimation", bound: .openClosed(0, 2))
        guard let curveName, let curve = TabBarConfiguration.AnimationCurve(rawValue: curveName), let duration else { return nil }
        return TabBarConfiguration.Animation(curve: curve, duration: duration)
    }
}
