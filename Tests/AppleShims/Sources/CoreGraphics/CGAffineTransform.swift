/// An affine transformation matrix for use in drawing 2D graphics.
/// /documentation/CoreFoundation/CGAffineTransform
public struct CGAffineTransform: Equatable, Sendable {
    /// The entry at position [1,1] in the matrix.
    /// /documentation/CoreFoundation/CGAffineTransform/a
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    /// /documentation/CoreFoundation/CGAffineTransform/b
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    /// /documentation/CoreFoundation/CGAffineTransform/c
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    /// /documentation/CoreFoundation/CGAffineTransform/d
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix.
    /// /documentation/CoreFoundation/CGAffineTransform/tx
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix.
    /// /documentation/CoreFoundation/CGAffineTransform/ty
    public var ty: CGFloat

    /// Creates a zero-filled matrix (as the imported C struct's `init()` does).
    /// /documentation/CoreFoundation/CGAffineTransform/init()
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a matrix from its six entries.
    /// /documentation/CoreFoundation/CGAffineTransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Returns an affine transformation matrix constructed from translation values you provide.
    /// /documentation/CoreFoundation/CGAffineTransform/init(translationX:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Returns an affine transformation matrix constructed from scaling values you provide.
    /// /documentation/CoreFoundation/CGAffineTransform/init(scaleX:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The identity transform.
    /// /documentation/CoreFoundation/CGAffineTransform/identity
    public static var identity: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Checks whether an affine transform is the identity transform.
    /// /documentation/CoreFoundation/CGAffineTransform/isIdentity
    public var isIdentity: Bool {
        self == .identity
    }
}
